import { ThemeProvider } from '@newsroom/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';

/**
 * Renders inside what the shell gives the console: a data router (the leave guard needs one), a
 * query client and the theme. Starts at `url`.
 */
export function renderWithRouter(element: ReactElement, url = '/blog-management') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/blog-management', element },
      { path: '*', element: <p>Somewhere else</p> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider global={false}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
