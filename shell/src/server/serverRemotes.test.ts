import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientRenderError } from './deadline.ts';
import { ServerRemotes } from './serverRemotes.ts';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
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
