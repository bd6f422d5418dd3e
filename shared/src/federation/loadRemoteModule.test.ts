import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isStaleChunkError, loadRemoteModule } from './loadRemoteModule.ts';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

function chunkError(): Error {
  const error = new Error(
    'Loading chunk __federation_expose_LiveEventPage failed.\n(missing: http://x/static/js/a.js)',
  );
  error.name = 'ChunkLoadError';
  return error;
}

function LiveEventPage() {
  return null;
}

describe('loadRemoteModule after a redeploy', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ remotes: { live: 'http://cdn.test/live/v2/mf-manifest.json' } })),
    );
  });
  afterEach(() => {
    runtime.loadRemote.mockReset();
    runtime.registerRemotes.mockReset();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('retries a chunk that is gone once, from the manifest the runtime config now names', async () => {
    runtime.loadRemote.mockRejectedValueOnce(chunkError()).mockResolvedValueOnce({ LiveEventPage });
    await expect(loadRemoteModule('live', 'LiveEventPage')).resolves.toBe(LiveEventPage);
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mfe_live', entry: 'http://cdn.test/live/v2/mf-manifest.json' }],
      { force: true },
    );
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('gives up after that one retry (the area then offers Retry)', async () => {
    runtime.loadRemote.mockRejectedValueOnce(chunkError()).mockRejectedValueOnce(chunkError());
    await expect(loadRemoteModule('live', 'LiveEventPage')).rejects.toThrow(/Loading chunk/);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('does not refresh for other failures (a remote that is down)', async () => {
    runtime.loadRemote.mockRejectedValueOnce(new Error('RUNTIME-003 manifest fetch failed'));
    await expect(loadRemoteModule('live', 'LiveEventPage')).rejects.toThrow(/RUNTIME-003/);
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    expect(isStaleChunkError(new Error('Loading CSS chunk 42 failed.'))).toBe(true);
  });
});
