import { theme } from '@newsroom/shared';
import styled from 'styled-components';
import { controlRow } from './layout.styles.ts';

/** The dashboard's tables (accounts, the audit trails) and the pager below a paged one. */
export const TableWrap = styled.div`
  overflow-x: auto;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.fontSizes.sm};

  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${theme.space.sm};
  }
  th,
  td {
    padding: ${theme.space.sm};
    border-bottom: 1px solid ${theme.colors.border};
    text-align: left;
    vertical-align: middle;
    overflow-wrap: anywhere;
  }
  thead th {
    color: ${theme.colors.inkMuted};
  }
  input[type='checkbox'] {
    width: 1.1rem;
    height: 1.1rem;
  }
`;

export const PagerRow = styled.div`
  ${controlRow}

  p {
    margin: 0 auto 0 0;
    color: ${theme.colors.inkMuted};
  }
`;
