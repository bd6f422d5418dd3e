import { theme } from '@newsroom/shared';
import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import styled from 'styled-components';

export const Root = styled(NavigationMenu.Root)`
  display: none;
  border-top: 1px solid ${theme.colors.border};
  border-bottom: 1px solid ${theme.colors.border};

  ${theme.media.md} {
    display: block;
  }
`;

export const List = styled(NavigationMenu.List)`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0 ${theme.space.xs};
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.space.md};
  list-style: none;
`;

export const Item = styled(NavigationMenu.Item)`
  position: relative;
`;

const itemLook = `
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  min-height: 2.75rem;
  padding: 0 0.625rem;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
`;

export const TopLink = styled.a`
  ${itemLook}
  color: ${theme.colors.ink};

  &[aria-current='page'] {
    box-shadow: inset 0 -3px 0 ${theme.colors.accent};
  }
`;

export const Trigger = styled(NavigationMenu.Trigger)`
  ${itemLook}
  color: ${theme.colors.ink};

  svg {
    transition: transform 150ms;
  }
  &[data-state='open'] svg {
    transform: rotate(180deg);
  }
`;

export const Content = styled(NavigationMenu.Content)`
  position: absolute;
  top: 100%;
  left: 0;
  z-index: 50;
  min-width: 14rem;
  padding: ${theme.space.xs};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.paper};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.12);

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: block;
    padding: ${theme.space.sm} ${theme.space.md};
    border-radius: ${theme.radii.sm};
    color: ${theme.colors.ink};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${theme.colors.paperMuted};
  }
`;
