import { usePageViewTracking } from '@newsroom/shared';
import { useRef } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { useBreakingNewsAlerts } from '../../features/alerts/useBreakingNewsAlerts.ts';
import { MAIN_CONTENT_ID, SkipLink } from '../a11y/SkipLink.tsx';
import { useFocusMainOnNavigate } from '../a11y/useFocusMainOnNavigate.ts';
import { Footer } from '../footer/Footer.tsx';
import { Header } from '../header/Header.tsx';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

// At least a viewport tall: while a remote page loads, the footer waits below the fold instead of
// showing and then being pushed away (the largest layout shift the home page had).
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};

  /* Focus lands here after each navigation; the outline would only distract. */
  &:focus {
    outline: none;
  }
`;

/**
 * The page chrome around every route: skip link, header (ticker, links, ad, search, nav), the
 * page in <main>, footer. Also records page views and runs breaking-news alerts.
 */
export function ShellLayout() {
  const main = useRef<HTMLElement>(null);
  useFocusMainOnNavigate(main);
  usePageViewTracking();
  useBreakingNewsAlerts();
  return (
    <Page>
      <SkipLink />
      <Header />
      <Main id={MAIN_CONTENT_ID} ref={main} tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
    </Page>
  );
}
