// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { ThemeProvider } from '@newsroom/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './AppErrorBoundary.tsx';
import { RouteErrorScreen } from './RouteErrorScreen.tsx';

function Broken(): never {
  throw new Error('render failed');
}

describe('error screens', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('the top-level boundary shows the fallback screen with Refresh Page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ThemeProvider global={false}>
        <AppErrorBoundary>
          <Broken />
        </AppErrorBoundary>
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(
      screen.getByText('We apologize for the inconvenience. Please refresh the page or try again later.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
  });

  it('a routing error shows "Unexpected Application Error!"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteErrorScreen /> }]);
    render(
      <ThemeProvider global={false}>
        <RouterProvider router={router} />
      </ThemeProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    expect(screen.getByText('render failed')).toBeVisible();
  });
});
