import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { getQueryClient, ThemeProvider } from '@newsroom/shared';

export interface StandaloneRoute {
  path: string;
  /** Link text in the standalone index; omit for routes with parameters. */
  label?: string;
  element: ReactElement;
}

export interface StandaloneAppProps {
  /** e.g. "mfe-reader". */
  title: string;
  routes: readonly StandaloneRoute[];
}

function StandaloneFrame({ title, routes }: StandaloneAppProps) {
  return (
    <>
      <header>
        <strong>{title}</strong> (standalone) —{' '}
        <nav aria-label="Exposed modules" style={{ display: 'inline' }}>
          {routes
            .filter((route) => route.label)
            .map((route) => (
              <Link key={route.path} to={route.path} style={{ marginRight: '0.75rem' }}>
                {route.label}
              </Link>
            ))}
        </nav>
      </header>
      <main>
        <Outlet />
      </main>
    </>
  );
}

/**
 * A remote's own page for its team's development: the same providers the shell gives (router,
 * query client, theme), the remote's modules mounted directly, no shell chrome.
 */
export function StandaloneApp({ title, routes }: StandaloneAppProps) {
  const [router] = useState(() =>
    createBrowserRouter([
      {
        element: <StandaloneFrame title={title} routes={routes} />,
        children: routes.map(({ path, element }) => ({ path, element })),
      },
    ]),
  );
  return (
    <QueryClientProvider client={getQueryClient()}>
      <ThemeProvider>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
