import { TAGLINE } from '@newsroom/shared';
import { useRuntimeSiteName } from '../layout/useRuntimeSiteName.ts';
import { DesktopNav } from '../nav/DesktopNav.tsx';
import { MobileMenu } from '../nav/MobileMenu.tsx';
import { Ticker } from '../ticker/Ticker.tsx';
import { HeaderAd } from './HeaderAd.tsx';
import { SearchBox } from './SearchBox.tsx';
import { TopBar } from './TopBar.tsx';
import { Bar, Masthead, Brand, BrandName, Tagline } from './Header.styles.ts';

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
          <BrandName>{siteName}</BrandName>
          <Tagline>{TAGLINE}</Tagline>
        </Brand>
        <SearchBox />
      </Masthead>
      <DesktopNav />
    </Bar>
  );
}
