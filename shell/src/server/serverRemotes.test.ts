import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientRenderError } from './deadline.ts';
import {
  SERVER_CONTAINER_MAX_BYTES,
  serverChunkPlugin,
  ServerRemotes,
  serverIntegrityPlugin,
} from './serverRemotes.ts';

const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn(),
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
  registerGlobalPlugins: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const URLS = { reader: 'r', live: 'l', editor: 'e', admin: 'a' };

describe('ServerRemotes.load', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs a container slower than the time box in one line, without a stack (expected under load)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    runtime.loadRemote.mockReturnValue(new Promise(() => undefined));
    await expect(new ServerRemotes(URLS).load('reader', 'HomePage', Date.now() + 5)).rejects.toBeInstanceOf(
      ClientRenderError,
    );
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]).toEqual([
      expect.stringMatching(/^\[shell server\] reader\/HomePage: (over \d+ ms|no time left); the browser renders it$/),
    ]);
  });

  it('logs a container that throws with its error, so the cause can be found', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = new Error('remoteEntry.js threw');
    runtime.loadRemote.mockRejectedValue(broken);
    await expect(new ServerRemotes(URLS).load('live', 'Panel', Date.now() + 5_000)).rejects.toBeInstanceOf(
      ClientRenderError,
    );
    expect(log).toHaveBeenCalledWith('[shell server] live/Panel could not be loaded; the browser renders it', broken);
  });
});

describe('ServerRemotes and the registry (decision 188)', () => {
  const CDN = {
    reader: 'https://cdn.test/reader/server/remoteEntry.js',
    live: 'https://cdn.test/live/server/remoteEntry.js',
    editor: 'https://cdn.test/editor/server/remoteEntry.js',
    admin: 'https://evil.test/admin/server/remoteEntry.js',
  };
  const HASH = `sha384-${'A'.repeat(64)}`;
  const TRUST = {
    origins: ['https://cdn.test'],
    integrity: { mfe_reader: HASH, mfe_admin: HASH, mfe_editor: null },
  };

  beforeEach(() => runtime.loadRemote.mockReset());
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('never runs the server container of a remote the registry did not accept, nor warms it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    runtime.loadRemote.mockResolvedValue({ default: () => null });
    const remotes = new ServerRemotes(CDN, undefined, TRUST);
    await expect(remotes.load('live', 'LiveEventPage', Date.now() + 5_000)).rejects.toThrow(
      new ClientRenderError('live/LiveEventPage: not accepted in the registry; left to the browser'),
    );
    remotes.warm([{ remote: 'live', module: 'LiveEventPage' }]);
    await Promise.resolve();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    await expect(remotes.load('reader', 'HomePage', Date.now() + 5_000)).resolves.toBeDefined();
    expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_reader/HomePage');
  });

  it('refuses a server container URL whose origin is not an allowed remote origin, and one without a registered hash', async () => {
    const remotes = new ServerRemotes(CDN, undefined, TRUST);
    await expect(remotes.load('admin', 'AdminPage', Date.now() + 5_000)).rejects.toThrow(
      "admin/AdminPage: its server container's origin https://evil.test is not an allowed remote origin",
    );
    await expect(remotes.load('editor', 'EditorPage', Date.now() + 5_000)).rejects.toThrow(
      'editor/EditorPage: no serverIntegrity registered',
    );
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('registers the hash check, and runs a server container only when its SHA-384 is the registered one', async () => {
    new ServerRemotes(CDN, undefined, TRUST);
    expect(runtime.registerPlugins).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'newsroom-server-integrity' }),
    ]);
    // The chunks' check is given to the containers' own runtime instances too.
    expect(runtime.registerGlobalPlugins).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'newsroom-server-chunks' }),
    ]);
    const code =
      'globalThis.__fixFRan = (globalThis.__fixFRan ?? 0) + 1; module.exports = { mfe_reader: { get() {}, init() {} } };';
    const registered = `sha384-${createHash('sha384').update(code).digest('base64')}`;
    const fetched = vi.fn(async () => new Response(code));
    vi.stubGlobal('fetch', fetched);
    const entry = (integrity: string, url = CDN.reader) =>
      Promise.resolve(
        serverIntegrityPlugin(() => ({
          urls: CDN,
          trust: { ...TRUST, integrity: { mfe_reader: integrity } },
        })).loadEntry?.({
          remoteInfo: { name: 'mfe_reader', entry: url, entryGlobalName: 'mfe_reader', type: 'global' },
        } as never),
      );
    await expect(entry(HASH)).rejects.toThrow(
      `mfe_reader: ${CDN.reader} is not the registered build (${registered}); not run`,
    );
    expect((globalThis as { __fixFRan?: number }).__fixFRan).toBeUndefined();
    await expect(entry(registered, 'https://cdn.test/other/remoteEntry.js')).rejects.toThrow(
      'has no registered server integrity; not run',
    );
    expect(fetched).toHaveBeenCalledTimes(1);
    await expect(entry(registered)).resolves.toEqual({ get: expect.any(Function), init: expect.any(Function) });
    expect((globalThis as { __fixFRan?: number }).__fixFRan).toBe(1);
  });

  it("registers a team's server container by its name, and runs it only when the registry vouches for it (decision 214)", async () => {
    runtime.loadRemote.mockResolvedValue({ PuzzlesPage: () => null });
    const teams = { ...CDN, mfe_puzzles: 'https://cdn.test/puzzles/server/remoteEntry.js' };
    const remotes = new ServerRemotes(teams, undefined, {
      ...TRUST,
      integrity: { ...TRUST.integrity, mfe_puzzles: HASH },
    });
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      expect.arrayContaining([{ name: 'mfe_puzzles', entry: teams.mfe_puzzles }]),
      { force: true },
    );
    expect(remotes.rendersOnServer('mfe_puzzles')).toBe(true);
    await expect(remotes.load('mfe_puzzles', 'PuzzlesPage', Date.now() + 5_000)).resolves.toBeDefined();
    expect(runtime.loadRemote).toHaveBeenCalledWith('mfe_puzzles/PuzzlesPage');

    // Its container is held to its own registered hash, as the four's are.
    const code = 'module.exports = { mfe_puzzles: { get() {}, init() {} } };';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(`${code}\n// changed on the way`)),
    );
    const check = serverIntegrityPlugin(() => ({
      urls: teams,
      trust: { ...TRUST, integrity: { mfe_puzzles: `sha384-${createHash('sha384').update(code).digest('base64')}` } },
    }));
    await expect(
      Promise.resolve(
        check.loadEntry?.({
          remoteInfo: { name: 'mfe_puzzles', entry: teams.mfe_puzzles, entryGlobalName: 'mfe_puzzles', type: 'global' },
        } as never),
      ),
    ).rejects.toThrow(`mfe_puzzles: ${teams.mfe_puzzles} is not the registered build`);

    const unhashed = new ServerRemotes(teams, undefined, {
      ...TRUST,
      integrity: { ...TRUST.integrity, mfe_puzzles: null },
    });
    expect(unhashed.rendersOnServer('mfe_puzzles')).toBe(false);
    expect(unhashed.rendersOnServer('mfe_crosswords')).toBe(false);
    await expect(unhashed.load('mfe_crosswords', 'Page', Date.now() + 5_000)).rejects.toThrow(
      'mfe_crosswords/Page: not a registered remote; left to the browser',
    );
  });

  it('does not read a server container past its size cap: a broken or hostile remote cannot fill the worker', async () => {
    const megabyte = new Uint8Array(1_000_000);
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        controller.enqueue(megabyte);
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(endless)),
    );
    const check = serverIntegrityPlugin(() => ({ urls: CDN, trust: { ...TRUST, integrity: { mfe_reader: HASH } } }));
    await expect(
      Promise.resolve(
        check.loadEntry?.({
          remoteInfo: { name: 'mfe_reader', entry: CDN.reader, entryGlobalName: 'mfe_reader', type: 'global' },
        } as never),
      ),
    ).rejects.toThrow(`mfe_reader: ${CDN.reader} is over ${SERVER_CONTAINER_MAX_BYTES} bytes; not run`);
    expect(sent).toBeLessThanOrEqual(SERVER_CONTAINER_MAX_BYTES / megabyte.byteLength + 2);
  });

  it("answers a server container's chunk only with the bytes the registry hashed (decision 214)", async () => {
    const page = 'exports.ids = ["page"]; exports.modules = {};';
    const chunks = { mfe_reader: { 'page.js': `sha384-${createHash('sha384').update(page).digest('base64')}` } };
    const check = serverChunkPlugin(() => ({ urls: CDN, trust: { ...TRUST, chunks } }));
    const chunk = (file: string, body: string) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response(body)),
      );
      return Promise.resolve(check.fetch?.(`https://cdn.test/reader/server/${file}`, {})) as Promise<Response | void>;
    };
    expect(await (await chunk('page.js', page))?.text()).toBe(page);
    await expect(chunk('page.js', `${page}\nrequire('child_process');`)).rejects.toThrow(
      'mfe_reader: chunk page.js is not the registered build; not run',
    );
    await expect(chunk('other.js', page)).rejects.toThrow('mfe_reader: chunk other.js has no registered hash; not run');
    // Anything else the runtime fetches is not a server chunk of a registered container.
    expect(check.fetch?.('https://cdn.test/reader/mf-manifest.json?x=1', {})).toBeUndefined();
    expect(check.fetch?.('https://elsewhere.test/page.js', {})).toBeUndefined();
  });
});
