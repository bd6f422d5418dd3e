import { theme } from '@newsroom/shared';
import styled from 'styled-components';

/** The card grid of the hub and of the player's "more live events" (and its loading skeleton). */
export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr));
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;
