// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import {
  authStore,
  RemoteMount,
  setRuntimeConfig,
  useAdvertisements,
  useBreakingNews,
  usePageViewTracking,
} from '@newsroom/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '@newsroom/shared';
import { NotFoundPage } from '@newsroom/shared';
import { REMOTE_ROUTES } from '../../routes/routeTable.ts';
import { ShellLayout } from './ShellLayout.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../../test/sharedMock.ts')).mockShared(original));
vi.mocked(useBreakingNews).mockImplementation(() => ({ data: [], isPending: false }) as never);
vi.mocked(useAdvertisements).mockImplementation(() => ({ data: [] }) as never);
vi.mocked(usePageViewTracking).mockImplementation(() => undefined);
vi.mocked(RemoteMount).mockImplementation(() => <div role="dialog" aria-label="Search results" />);

function renderShell(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <ShellLayout />,
        children: [
          { path: '/', element: <h1>Home</h1>, handle: { layout: 'public' } },
          { path: '/console', element: <h1>Console</h1>, handle: { layout: 'work' } },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ThemeProvider global={false}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('ShellLayout', () => {
  beforeEach(() => {
    setRuntimeConfig({
      supabaseUrl: 'http://127.0.0.1:1',
      supabaseAnonKey: 'anon',
      siteName: 'The Daily Chronicle',
      remotes: { reader: '', live: '', editor: '', admin: '' },
    });
    authStore.setState({ status: 'signedOut', user: null, isAdmin: false, adminStatus: 'known' });
  });
  afterEach(cleanup);

  it('renders the chrome: skip link, date, links, Sign In, footer with the current year', () => {
    renderShell('/');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByText(new Intl.DateTimeFormat('en-US', { dateStyle: 'full' }).format(new Date()))).toBeVisible();
    for (const name of ['About', 'Contact', 'Manage Blog', 'Subscribe', 'Alerts', 'Sign In']) {
      expect(screen.getAllByRole('link', { name })[0]).toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: 'Admin Dashboard' })).toBeNull();
    expect(screen.getByText(`© ${new Date().getFullYear()} The Daily Chronicle. All rights reserved.`)).toBeVisible();
    for (const name of ['Advertise', 'Submit a Story']) expect(screen.getByRole('link', { name })).toBeVisible();
  });

  it('greets a signed-in admin and shows Admin Dashboard and Sign Out instead of Sign In', () => {
    authStore.setState({
      status: 'signedIn',
      user: { id: 'a', email: 'admin@example.com' } as never,
      isAdmin: true,
      adminStatus: 'known',
    });
    renderShell('/');
    expect(screen.getByText('Welcome, admin@example.com')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('opens the search dialog only for non-blank text', async () => {
    const user = userEvent.setup();
    renderShell('/');
    const field = screen.getByRole('searchbox', { name: 'Search stories, essays and authors' });
    await user.type(field, '   {Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.type(field, 'harare{Enter}');
    expect(screen.getByRole('dialog', { name: 'Search results' })).toBeInTheDocument();
  });

  it('gives the consoles a work layout: the header and its navigation stay, the header ad goes', () => {
    renderShell('/');
    expect(screen.getByTestId('header-ad')).toBeInTheDocument();
    cleanup();
    renderShell('/console');
    expect(screen.getByRole('heading', { name: 'Console' })).toBeVisible();
    expect(screen.queryByTestId('header-ad')).toBeNull();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Manage Blog' })[0]).toBeInTheDocument();
  });

  it('marks exactly the editor console, the admin dashboard and preview links as work pages in the route table', () => {
    const work = REMOTE_ROUTES.filter((route) => route.layout === 'work').map((route) => route.path);
    expect(work).toEqual(['/preview/:token', '/blog-management', '/admin']);
  });

  it('moves focus to the main content after a navigation', async () => {
    const router = renderShell('/');
    await router.navigate('/nowhere');
    expect(await screen.findByText('Oops! Page not found', {}, { timeout: 5000 })).toBeVisible();
    expect(document.activeElement).toBe(document.getElementById('main-content'));
  });
});
