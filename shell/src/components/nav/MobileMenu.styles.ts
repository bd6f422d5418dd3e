import { theme } from '@newsroom/shared';
import styled from 'styled-components';
import { SmallScreenIconButton } from '../header/SearchBox.styles.ts';

/** The menu toggle is the header's small-screen icon button. */
export const ToggleButton = SmallScreenIconButton;

export const Panel = styled.nav`
  order: 10;
  flex-basis: 100%;
  border-top: 1px solid ${theme.colors.border};
  padding: ${theme.space.sm} ${theme.space.md};

  ${theme.media.md} {
    display: none;
  }
  a,
  button {
    display: block;
    width: 100%;
    padding: ${theme.space.sm} 0;
    border: 0;
    background: none;
    color: ${theme.colors.ink};
    font: inherit;
    font-weight: 600;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
`;

export const SubHeading = styled.p`
  margin: ${theme.space.sm} 0 0;
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.05em;
  color: ${theme.colors.inkMuted};
`;

export const MenuList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The Arts & Culture links, indented under their heading. */
export const SubList = styled(MenuList)`
  padding-left: ${theme.space.md};
`;
