import { theme } from '@newsroom/shared';
import styled from 'styled-components';

/** The fields as the form lays them out (its grid and gap), in a fieldset that can disable them all. */
export const ReadOnlyFields = styled.fieldset`
  display: grid;
  gap: ${theme.space.lg};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;
