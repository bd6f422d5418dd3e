// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import {
  authStore,
  clearRemoteComponents,
  setRuntimeConfig,
  ThemeProvider,
  type RegisteredRemote,
  type RuntimeConfig,
} from '@newsroom/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CatchAllPage } from './CatchAllPage.tsx';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn(), registerPlugins: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const MANIFEST = 'https://puzzles.test/1.0.0/mf-manifest.json';

function puzzles(routes: RegisteredRemote['routes']): RegisteredRemote {
  return {
    name: 'puzzles',
    container: 'mfe_puzzles',
    manifestUrl: MANIFEST,
    version: '1.0.0',
    entryFile: 'remoteEntry.js',
    integrity: `sha384-${'A'.repeat(64)}`,
    routes,
    nav: [],
  };
}

function withRegistry(registry: RegisteredRemote[]): void {
  setRuntimeConfig({ siteName: 'The Daily Chronicle', remotes: {}, registry } as unknown as RuntimeConfig);
}

function PuzzlesPage() {
  const { day } = useParams();
  return <h1>Puzzles {day ?? 'today'}</h1>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/auth', element: <p>Sign in</p> },
      { path: '*', element: <CatchAllPage /> },
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

describe('CatchAllPage: the pages of teams’ registered remotes (decision 207)', () => {
  beforeEach(() => {
    clearRemoteComponents();
    authStore.setState({ status: 'signedOut' });
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    vi.restoreAllMocks();
  });

  it('mounts the registered module at its route, the container registered at its manifest', async () => {
    withRegistry([puzzles([{ path: '/puzzles', module: 'PuzzlesPage', access: 'everyone' }])]);
    runtime.loadRemote.mockResolvedValue({ PuzzlesPage });
    renderAt('/puzzles');
    expect(await screen.findByRole('heading', { name: 'Puzzles today' })).toBeInTheDocument();
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_puzzles', entry: MANIFEST }], { force: false });
    expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_puzzles/PuzzlesPage');
  });

  it("gives the page its own route's parameters", async () => {
    withRegistry([puzzles([{ path: '/puzzles/:day', module: 'PuzzlesPage', access: 'everyone' }])]);
    runtime.loadRemote.mockResolvedValue({ PuzzlesPage });
    renderAt('/puzzles/monday');
    expect(await screen.findByRole('heading', { name: 'Puzzles monday' })).toBeInTheDocument();
  });

  it('shows the 404 page for a path no remote registered, loading nothing', async () => {
    withRegistry([puzzles([{ path: '/puzzles', module: 'PuzzlesPage', access: 'everyone' }])]);
    renderAt('/crosswords');
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('draws the 404 page at once when no team has registered a route (the server renders the same)', () => {
    withRegistry([{ ...puzzles([]), routes: undefined }]);
    renderAt('/crosswords');
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
  });

  it('puts the page behind the guard its route names: signed out, an admin page leads to sign-in', async () => {
    withRegistry([puzzles([{ path: '/puzzles/admin', module: 'PuzzlesPage', access: 'admin' }])]);
    runtime.loadRemote.mockResolvedValue({ PuzzlesPage });
    const router = renderAt('/puzzles/admin');
    expect(await screen.findByText('Sign in')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('shows the area’s fallback when the remote does not load (refused by its hash, down)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // The failure's report to the health tab (reportRemoteError) goes nowhere here.
    const send = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 201 }));
    withRegistry([puzzles([{ path: '/puzzles', module: 'PuzzlesPage', access: 'everyone' }])]);
    runtime.loadRemote.mockRejectedValue(new Error('[remote] mfe_puzzles: integrity mismatch'));
    renderAt('/puzzles');
    expect(await screen.findByText('This section is unavailable right now.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    // Reported under the registry's name and the version this device loads (decision 210).
    const [, init] = send.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ remote: 'puzzles', version: '1.0.0', kind: 'load' });
  });
});
