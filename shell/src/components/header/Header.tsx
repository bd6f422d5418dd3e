import { TAGLINE, siteName } from '@newsroom/shared';
import { HydrateLater } from '../app/HydrateLater.tsx';
import { DesktopNav } from '../nav/DesktopNav.tsx';
import { MobileMenu } from '../nav/MobileMenu.tsx';
import { Ticker } from '../ticker/Ticker.tsx';
import { HeaderAd } from './HeaderAd.tsx';
import { SearchBox } from './SearchBox.tsx';
import { TopBar } from './TopBar.tsx';
import { Bar, Masthead, Brand, BrandName, Tagline } from './Header.styles.ts';

/**
 * The header on every page (docs/product/routes.md#header): ticker, top links, ad banner, masthead
 * with search, navigation. The masthead hydrates first; the other areas each after it. The
 * consoles' work layout has no ad banner (decision 168).
 */
export function Header({ advertising = true }: { advertising?: boolean }) {
  const name = siteName();
  return (
    <Bar data-testid="shell-header">
      <HydrateLater>
        <Ticker />
      </HydrateLater>
      <HydrateLater>
        <TopBar />
      </HydrateLater>
      {advertising && (
        <HydrateLater>
          <HeaderAd />
        </HydrateLater>
      )}
      <Masthead>
        <MobileMenu />
        <Brand to="/">
          <BrandName>{name}</BrandName>
          <Tagline>{TAGLINE}</Tagline>
        </Brand>
        <SearchBox />
      </Masthead>
      <HydrateLater>
        <DesktopNav />
      </HydrateLater>
    </Bar>
  );
}
