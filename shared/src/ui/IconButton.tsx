import styled from 'styled-components';
import { theme } from './theme.ts';

/**
 * A square icon-only button for small screens (the header's search and menu toggles); hidden from
 * medium screens up, where the full controls show. Give it an `aria-label`.
 */
export const IconButton = styled.button.attrs(({ type }) => ({ type: type ?? 'button' }))`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.paper};
  color: ${theme.colors.ink};
  cursor: pointer;

  ${theme.media.md} {
    display: none;
  }
`;
