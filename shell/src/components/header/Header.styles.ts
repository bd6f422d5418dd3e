import { theme } from '@newsroom/shared';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export const Bar = styled.header`
  background: ${theme.colors.paper};
`;

export const Masthead = styled.div`
  /* Where the mobile menu's sheet hangs from (MobileMenu.styles.ts). */
  anchor-name: --masthead;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${theme.space.sm} ${theme.space.md};
`;

export const Brand = styled(Link)`
  flex: 1;
  min-width: 0;
  color: ${theme.colors.ink};
  text-decoration: none;
`;

export const BrandName = styled.strong`
  display: block;
  font-family: ${theme.fonts.headline};
  font-size: ${theme.fontSizes.xl};
  line-height: 1.1;

  ${theme.media.md} {
    font-size: ${theme.fontSizes.xxl};
  }
`;

export const Tagline = styled.span`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.inkMuted};
`;
