import { act, render, screen } from '@testing-library/react';
import { Suspense, use, type ComponentType, type ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SitemapPageProps } from '../contracts/index.ts';
import { setRuntimeConfig, type RuntimeConfig } from '../config/runtimeConfig.ts';
import { ThemeProvider } from '../ui/ThemeProvider.tsx';
import { RemoteMount } from './RemoteMount.tsx';
import { REMOTE_LOAD_TIMEOUT_MS } from './loadRemoteModule.ts';
import { useRemoteStatusStore } from './remoteStatusStore.ts';
import { resetRemoteErrorReportsForTests } from './reportRemoteError.ts';
import { clearRemoteComponents } from './useRemoteModule.ts';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: runtime.loadRemote }));

function AboutPage() {
  return <h1>About Us</h1>;
}

function SitemapPage({ variant = 'standard' }: SitemapPageProps) {
  return <h1>Sitemap ({variant})</h1>;
}

function renderMount() {
  return render(
    <ThemeProvider global={false}>
      <RemoteMount remote="reader" module="AboutPage" />
    </ThemeProvider>,
  );
}

describe('RemoteMount', () => {
  beforeEach(() => {
    useRemoteStatusStore.setState({ statuses: {} });
    clearRemoteComponents();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    runtime.loadRemote.mockReset();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    setRuntimeConfig(null as unknown as RuntimeConfig);
  });

  it('loads the exposed module by container name and renders it with the given props', async () => {
    runtime.loadRemote.mockResolvedValue({ default: SitemapPage });
    render(
      <ThemeProvider global={false}>
        <RemoteMount remote="reader" module="SitemapPage" props={{ variant: 'news' }} />
      </ThemeProvider>,
    );

    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByRole('heading', { name: 'Sitemap (news)' })).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_reader/SitemapPage');
    // Marked in an effect after the commit that showed the heading, which React may run a moment later.
    await vi.waitFor(() => expect(useRemoteStatusStore.getState().statuses.reader).toBe('ready'));
  });

  it("counts a page's load of a remote once its areas have committed, once however many there are (decision 216)", async () => {
    resetRemoteErrorReportsForTests();
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    vi.spyOn(Math, 'random').mockReturnValue(0);
    setRuntimeConfig({
      supabaseUrl: 'http://api.test',
      supabaseAnonKey: 'k',
      siteName: 'S',
      remotes: { reader: '', live: '', editor: '', admin: '' },
    });
    runtime.loadRemote.mockResolvedValue({ default: AboutPage });
    render(
      <ThemeProvider global={false}>
        <RemoteMount remote="reader" module="AboutPage" />
        <RemoteMount remote="reader" module="SitemapPage" />
      </ThemeProvider>,
    );
    expect(await screen.findAllByRole('heading', { name: 'About Us' })).toHaveLength(2);
    await vi.waitFor(() => expect(sendBeacon).toHaveBeenCalledTimes(1));
    expect(sendBeacon).toHaveBeenCalledWith('http://api.test/functions/v1/remote-loads', expect.any(String));
  });

  it('marks the remote ready when its area has committed, not when its code has arrived', async () => {
    let release = () => {};
    const data = new Promise<void>((resolve) => (release = resolve));
    function WaitingPage() {
      use(data);
      return <h1>About Us</h1>;
    }
    runtime.loadRemote.mockResolvedValue({ default: WaitingPage });
    renderMount();

    await vi.waitFor(() => expect(runtime.loadRemote).toHaveBeenCalled());
    await act(async () => {});
    expect(useRemoteStatusStore.getState().statuses.reader).toBe('loading');
    await act(async () => release());
    expect(screen.getByRole('heading', { name: 'About Us' })).toBeInTheDocument();
    expect(useRemoteStatusStore.getState().statuses.reader).toBe('ready');
  });

  it('accepts a module that only has the named export', async () => {
    runtime.loadRemote.mockResolvedValue({ AboutPage });
    renderMount();
    expect(await screen.findByRole('heading', { name: 'About Us' })).toBeInTheDocument();
  });

  it('shows a plain message when the remote is down, and Retry loads it again in place', async () => {
    runtime.loadRemote.mockRejectedValueOnce(new Error('[ Federation Runtime ]: RUNTIME-003 manifest fetch failed'));
    renderMount();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This section is unavailable right now.');
    expect(alert).not.toHaveTextContent(/RUNTIME|manifest|federation/i);
    expect(useRemoteStatusStore.getState().statuses.reader).toBe('failed');

    runtime.loadRemote.mockResolvedValueOnce({ default: AboutPage });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'About Us' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('contains a remote component that throws while rendering', async () => {
    function Broken(): never {
      throw new Error('boom');
    }
    runtime.loadRemote.mockResolvedValue({ default: Broken });
    render(
      <ThemeProvider global={false}>
        <p>Header stays</p>
        <RemoteMount remote="live" module="LiveEventsPanel" />
      </ThemeProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This section is unavailable right now.');
    expect(screen.getByText('Header stays')).toBeInTheDocument();
    // The remote's team hears of it: remote, module and build version on one console line.
    expect(vi.mocked(console.error).mock.calls.map(([first]) => String(first))).toContain(
      '[remote] live/LiveEventsPanel (mfe_live@unknown) render error: Error: boom',
    );
  });

  it('loads a nested area once while its parent page re-suspends before it first commits', async () => {
    // The reader's HomePage mounts mfe-live panels; until the page commits, React throws its
    // uncommitted state away on every retry, which used to start a new panel load each time.
    let releaseStories!: () => void;
    const stories = new Promise<void>((resolve) => (releaseStories = resolve));
    let releasePanel!: () => void;
    const panel = new Promise<{ default: ComponentType }>(
      (resolve) => (releasePanel = () => resolve({ default: () => <p>Live panel</p> })),
    );
    function Stories() {
      use(stories);
      return <p>Stories</p>;
    }
    function HomePage() {
      return (
        <main>
          <RemoteMount remote="live" module="LiveEventsPanel" fallback={<p>Panel loading</p>} />
          <Stories />
        </main>
      );
    }
    runtime.loadRemote.mockImplementation((id: string) =>
      id === 'mfe_reader/HomePage' ? Promise.resolve({ default: HomePage }) : panel,
    );
    // Like the shell's App, the root reads the status store the loads write to.
    function Shell({ children }: { children: ReactNode }) {
      const statuses = useRemoteStatusStore((state) => state.statuses);
      return <div data-remotes={Object.keys(statuses).join(' ')}>{children}</div>;
    }
    render(
      <ThemeProvider global={false}>
        <Shell>
          <Suspense fallback={<p>Page loading</p>}>
            <RemoteMount remote="reader" module="HomePage" />
          </Suspense>
        </Shell>
      </ThemeProvider>,
    );

    for (let i = 0; i < 5; i += 1) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    }
    await act(async () => releaseStories());
    expect(await screen.findByText('Stories')).toBeInTheDocument();
    await act(async () => releasePanel());
    expect(await screen.findByText('Live panel')).toBeInTheDocument();
    expect(runtime.loadRemote.mock.calls.filter(([id]) => id === 'mfe_live/LiveEventsPanel')).toHaveLength(1);
  });

  it('gives up on a remote that never answers and offers Retry instead of loading forever', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    runtime.loadRemote.mockReturnValueOnce(new Promise(() => {}));
    renderMount();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');

    await act(() => vi.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS));
    expect(await screen.findByRole('alert')).toHaveTextContent('This section is unavailable right now.');

    runtime.loadRemote.mockResolvedValueOnce({ default: AboutPage });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'About Us' })).toBeInTheDocument();
  });

  it('reuses a loaded module for the next mount, but loads a failed one again', async () => {
    runtime.loadRemote.mockRejectedValueOnce(new Error('down'));
    const first = renderMount();
    await screen.findByRole('alert');
    first.unmount();

    runtime.loadRemote.mockResolvedValue({ default: AboutPage });
    const second = renderMount();
    expect(await screen.findByRole('heading', { name: 'About Us' })).toBeInTheDocument();
    second.unmount();

    renderMount();
    expect(screen.getByRole('heading', { name: 'About Us' })).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });
});
