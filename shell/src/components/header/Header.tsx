import { TAGLINE } from '@newsroom/shared';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useRuntimeSiteName } from '../layout/useRuntimeSiteName.ts';
import { DesktopNav } from '../nav/DesktopNav.tsx';
import { MobileMenu } from '../nav/MobileMenu.tsx';
import { Ticker } from '../ticker/Ticker.tsx';
import { HeaderAd } from './HeaderAd.tsx';
import { SearchBox } from './SearchBox.tsx';
import { TopBar } from './TopBar.tsx';

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.paper};
`;

const Masthead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

const Brand = styled(Link)`
  flex: 1;
  min-width: 0;
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;

  strong {
    display: block;
    font-family: ${({ theme }) => theme.fonts.headline};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: 1.1;
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.inkMuted};
  }

  ${({ theme }) => theme.media.md} {
    strong {
      font-size: ${({ theme }) => theme.fontSizes.xxl};
    }
  }
`;

/** SPEC §2 header on every page: ticker, top links, ad banner, masthead with search, navigation. */
export function Header() {
  const siteName = useRuntimeSiteName();
  return (
    <Bar data-testid="shell-header">
      <Ticker />
      <TopBar />
      <HeaderAd />
      <Masthead>
        <MobileMenu />
        <Brand to="/">
          <strong>{siteName}</strong>
          <span>{TAGLINE}</span>
        </Brand>
        <SearchBox />
      </Masthead>
      <DesktopNav />
    </Bar>
  );
}
