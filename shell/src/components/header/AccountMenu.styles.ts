import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const MenuItem = styled.li`
  position: relative;
  min-width: 0;
`;

export const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  max-width: 100%;
  text-align: start;
  overflow-wrap: anywhere;

  svg {
    flex: none;
    transition: transform 0.15s;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

/** Below the greeting, over the page. */
export const Links = styled.ul`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + ${theme.space.xs});
  z-index: 30;
  display: grid;
  gap: ${theme.space.xs};
  min-width: 14rem;
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  list-style: none;
  background: ${theme.colors.paper};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.12);

  &[hidden] {
    display: none;
  }
  a,
  button {
    display: block;
    padding: ${theme.space.xs} 0;
  }
`;
