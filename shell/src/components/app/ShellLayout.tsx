import { usePageViewTracking } from '@newsroom/shared';
import { useRef } from 'react';
import { Outlet } from 'react-router-dom';
import { useBreakingNewsAlerts } from '../../features/alerts/useBreakingNewsAlerts.ts';
import { useInteractiveMark } from '../../startup/interactiveMark.ts';
import { MAIN_CONTENT_ID, SkipLink } from '../a11y/SkipLink.tsx';
import { useFocusMainOnNavigate } from '../a11y/useFocusMainOnNavigate.ts';
import { Footer } from '../footer/Footer.tsx';
import { Header } from '../header/Header.tsx';
import { HydrateLater } from './HydrateLater.tsx';
import { usePageLayout } from './pageLayout.ts';
import { Page, Main } from './ShellLayout.styles.ts';

/**
 * The page chrome around every route: skip link, header (ticker, links, ad, search, nav), the
 * page in <main>, footer. Also records page views and runs breaking-news alerts. The consoles'
 * work layout leaves out the page's advertising (decision 168).
 */
export function ShellLayout() {
  const main = useRef<HTMLElement>(null);
  useInteractiveMark();
  useFocusMainOnNavigate(main);
  usePageViewTracking();
  useBreakingNewsAlerts();
  const advertising = usePageLayout() === 'public';
  return (
    <Page>
      <SkipLink />
      <Header advertising={advertising} />
      <Main id={MAIN_CONTENT_ID} ref={main} tabIndex={-1}>
        <Outlet />
      </Main>
      <HydrateLater>
        <Footer advertising={advertising} />
      </HydrateLater>
    </Page>
  );
}
