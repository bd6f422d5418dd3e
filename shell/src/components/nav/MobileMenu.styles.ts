import { theme } from '@newsroom/shared';
import styled from 'styled-components';

/**
 * A sheet under the masthead, above the page (the browser's top layer): shown by the browser
 * while open (the UA hides a closed popover), or by data-open where there is no Popover API.
 */
export const Panel = styled.nav`
  position: fixed;
  position-anchor: --masthead;
  top: anchor(bottom);
  right: 0;
  bottom: auto;
  left: 0;
  width: auto;
  height: auto;
  max-height: 80dvh;
  margin: 0;
  overflow-y: auto;
  border: 0;
  border-top: 1px solid ${theme.colors.border};
  border-bottom: 1px solid ${theme.colors.border};
  padding: ${theme.space.sm} ${theme.space.md};
  background: ${theme.colors.paper};
  color: ${theme.colors.ink};
  box-shadow: 0 8px 16px rgb(0 0 0 / 12%);

  @supports not (anchor-name: --masthead) {
    top: 0;
  }
  @supports not selector(:popover-open) {
    &:not([data-open]) {
      display: none;
    }
  }
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
