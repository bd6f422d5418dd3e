// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import {
  clearRemoteComponents,
  ServerAreasContext,
  setRuntimeConfig,
  Slot,
  SlotContext,
  ThemeProvider,
  type RegisteredRemote,
  type RuntimeConfig,
} from '@newsroom/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fillSlot } from './fillSlot.tsx';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn(), registerPlugins: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

function team(name: string, slots: RegisteredRemote['slots']): RegisteredRemote {
  return {
    name,
    container: `mfe_${name}`,
    manifestUrl: `https://${name}.test/1.0.0/mf-manifest.json`,
    version: '1.0.0',
    entryFile: 'remoteEntry.js',
    integrity: `sha384-${'A'.repeat(64)}`,
    routes: [],
    nav: [],
    slots,
  };
}

function withRegistry(registry: RegisteredRemote[]): void {
  setRuntimeConfig({ siteName: 'The Daily Chronicle', remotes: {}, registry } as unknown as RuntimeConfig);
}

/** A reader's page with its two places, in the shell's providers. */
function page() {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <ThemeProvider global={false}>
        <SlotContext.Provider value={fillSlot}>
          <main>
            <Slot name="home-panel" />
            <Slot name="story-sidebar" />
          </main>
        </SlotContext.Provider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

describe('fillSlot: the places of the reader’s pages teams’ remotes fill (decision 212)', () => {
  beforeEach(() => clearRemoteComponents());
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    vi.restoreAllMocks();
  });

  it('mounts each module registered for a place, in the registry’s order, its container at its manifest', async () => {
    withRegistry([
      team('puzzles', [{ slot: 'story-sidebar', module: 'DailyPuzzle' }]),
      team('weather', [{ slot: 'story-sidebar', module: 'Forecast' }]),
    ]);
    const modules: Record<string, () => ReactElement> = {
      'mfe_puzzles/DailyPuzzle': () => <p>Today’s puzzle</p>,
      'mfe_weather/Forecast': () => <p>Rain later</p>,
    };
    runtime.loadRemote.mockImplementation(async (id: string) => ({ [id.split('/')[1]!]: modules[id] }));
    render(page());
    expect(await screen.findByText('Today’s puzzle')).toBeInTheDocument();
    expect(await screen.findByText('Rain later')).toBeInTheDocument();
    expect(screen.getByText('Today’s puzzle').compareDocumentPosition(screen.getByText('Rain later'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mfe_puzzles', entry: 'https://puzzles.test/1.0.0/mf-manifest.json' }],
      { force: false },
    );
    expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_weather/Forecast');
  });

  it('costs only its own area when the remote fails, reported under its name and version', async () => {
    withRegistry([team('puzzles', [{ slot: 'home-panel', module: 'DailyPuzzle' }])]);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const send = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 201 }));
    runtime.loadRemote.mockRejectedValue(new Error('[remote] mfe_puzzles: integrity mismatch'));
    render(page());
    expect(await screen.findByText('This section is unavailable right now.')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    const [, init] = send.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ remote: 'puzzles', version: '1.0.0', kind: 'load' });
  });

  it('is nothing, and loads nothing, where no team fills the place', () => {
    withRegistry([team('puzzles', [])]);
    expect(fillSlot('home-panel')).toBeNull();
    withRegistry([team('puzzles', [{ slot: 'home-panel', module: 'DailyPuzzle' }])]);
    expect(fillSlot('story-sidebar')).toBeNull();
    expect(renderToString(page())).toBe('<main><!--$--><!--/$--></main>');
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('on the server, prepares the modules of the remotes it renders; a browser-rendered or canaried remote’s wait for hydration (decision 214)', async () => {
    const rendered = {
      ...team('puzzles', [{ slot: 'story-sidebar', module: 'DailyPuzzle' }]),
      serverRendered: true as const,
    };
    const canary = { manifestUrl: 'https://quiz.test/2/mf-manifest.json', version: '2', integrity: rendered.integrity };
    const canaried = { ...team('quiz', [{ slot: 'story-sidebar', module: 'Quiz' }]), serverRendered: true as const };
    withRegistry([
      rendered,
      team('weather', [{ slot: 'story-sidebar', module: 'Forecast' }]),
      { ...canaried, canary: { ...canary, percent: 10 } },
    ]);
    await import('./RegisteredSlot.tsx');
    const prepare = vi.fn((_remote: string, _module: string) => new Promise<void>(() => undefined));
    const areas = { origin: 'https://news.test', prepare };
    // Twice: the first render may only start the slot's chunk.
    for (let pass = 0; pass < 2; pass += 1) {
      renderToString(<ServerAreasContext.Provider value={areas}>{page()}</ServerAreasContext.Provider>);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(prepare.mock.calls.map(([remote, module]) => `${remote}/${module}`)).toContain('mfe_puzzles/DailyPuzzle');
    expect(prepare.mock.calls.every(([remote]) => remote === 'mfe_puzzles')).toBe(true);
    // The server's containers are its own: no browser manifest registered.
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
  });
});
