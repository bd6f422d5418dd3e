import styled from 'styled-components';
import { Table, TableWrap } from '../../components/Table.styles.ts';

/**
 * On a phone the accounts table scrolls sideways in its own box, e-mail first, instead of squeezing
 * its six columns to one letter a line; the box takes focus so it scrolls by keyboard too.
 */
export const UsersScroll = styled(TableWrap)`
  max-width: 100%;
`;

export const UsersTableEl = styled(Table)`
  min-width: 44rem;

  td,
  th {
    overflow-wrap: normal;
  }
  tbody th {
    overflow-wrap: anywhere;
    min-width: 12rem;
  }
`;
