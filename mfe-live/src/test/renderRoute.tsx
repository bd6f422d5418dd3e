import { ThemeProvider } from '@newsroom/shared';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';

function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="current-url" aria-hidden="true">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders `element` at `url` (matched by `path`) inside the providers the shell gives remote pages
 * (data router, theme). Other paths render "Elsewhere"; the current URL is in [data-testid=current-url].
 */
export function renderRoute(element: ReactElement, { path = '/', url = '/' }: { path?: string; url?: string } = {}) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <CurrentUrl />
            {element}
          </>
        ),
        path,
      },
      ...(path === '/live-events/:id' ? [] : [{ path: '/live-events/:id', element: <p>Event page</p> }]),
      { path: '/live-events', element: <CurrentUrl /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <ThemeProvider global={false}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  return { ...view, router };
}

/** The part of a react-query result the pages read. */
export function queryResult<T>(state: {
  data?: T;
  isPending?: boolean;
  isError?: boolean;
  refetch?: () => Promise<unknown>;
}) {
  return {
    data: undefined,
    isPending: false,
    isError: false,
    error: null,
    refetch: () => Promise.resolve(),
    ...state,
  } as never;
}
