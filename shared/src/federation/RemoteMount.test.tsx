import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../ui/ThemeProvider.tsx';
import { RemoteMount } from './RemoteMount.tsx';
import { useRemoteStatusStore } from './remoteStatusStore.ts';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: runtime.loadRemote }));

function AboutPage({ greeting = 'About Us' }: { greeting?: string }) {
  return <h1>{greeting}</h1>;
}

function renderMount(props: { greeting?: string } = {}) {
  return render(
    <ThemeProvider global={false}>
      <RemoteMount remote="reader" module="AboutPage" props={props} />
    </ThemeProvider>,
  );
}

describe('RemoteMount', () => {
  beforeEach(() => {
    useRemoteStatusStore.setState({ statuses: {} });
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    runtime.loadRemote.mockReset();
    vi.restoreAllMocks();
  });

  it('loads the exposed module by container name and renders it with the given props', async () => {
    runtime.loadRemote.mockResolvedValue({ default: AboutPage });
    renderMount({ greeting: 'Hello readers' });

    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByRole('heading', { name: 'Hello readers' })).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_reader/AboutPage');
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
  });
});
