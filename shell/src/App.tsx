import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthGate } from './components/app/AuthGate.tsx';
import { RenderTimeContext, SlotContext, ThemeProvider, Toaster, siteName, type Edition } from '@newsroom/shared';
import { RenderedDayContext, type CalendarDay } from './components/header/calendarDay.ts';
import { AppErrorBoundary } from './components/screens/AppErrorBoundary.tsx';
import { ReaderEditionContext } from './features/edition/readerEdition.ts';
import { fillSlot } from './features/slots/fillSlot.tsx';
import { useRemoteStatusAttribute } from './federation/useRemoteStatusAttribute.ts';

export interface AppProps {
  queryClient: QueryClient;
  /** The router: RouterProvider over the browser router, or StaticRouterProvider on the server. */
  router: ReactNode;
  /**
   * Client-only start: "Loading {siteName}" until the session is known. A server-rendered page
   * shows its content at once and fills in the reader's own links when the session is read.
   */
  waitForSession: boolean;
  /** When the server rendered the page being hydrated (null: started in the browser). */
  renderedAt?: number | null;
  /** The day of that render in the newsroom's zone, as the server wrote it (null: started in the browser). */
  renderedDay?: CalendarDay | null;
  /** The edition the server resolved for `/` (null: another page, or started in the browser). */
  readerEdition?: Edition | null;
}

/**
 * The shell's providers, the same on the server and in the browser (so the page hydrates). Remote
 * pages render inside them: one router, one query cache, one theme (all shared singletons, so a
 * remote's hooks find the shell's contexts), one filler of the pages' slots from the registry. The
 * error boundary is the last line of defence.
 */
export function App({
  queryClient,
  router,
  waitForSession,
  renderedAt = null,
  renderedDay = null,
  readerEdition = null,
}: AppProps) {
  useRemoteStatusAttribute();
  return (
    <QueryClientProvider client={queryClient}>
      <RenderTimeContext.Provider value={renderedAt}>
        <RenderedDayContext.Provider value={renderedDay}>
          <ReaderEditionContext.Provider value={readerEdition}>
            <SlotContext.Provider value={fillSlot}>
              <ThemeProvider>
                <AppErrorBoundary>
                  <AuthGate siteName={siteName()} waitForSession={waitForSession}>
                    {router}
                  </AuthGate>
                  <Toaster />
                </AppErrorBoundary>
              </ThemeProvider>
            </SlotContext.Provider>
          </ReaderEditionContext.Provider>
        </RenderedDayContext.Provider>
      </RenderTimeContext.Provider>
    </QueryClientProvider>
  );
}
