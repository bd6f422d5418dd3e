// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShellApp } from './index.mjs';
import { parseRemotesFile, remotesEnv } from './remotesFile.mjs';

describe('REMOTES_CONFIG_FILE', () => {
  let file;
  beforeEach(() => {
    file = join(mkdtempSync(join(tmpdir(), 'remotes-')), 'remotes.json');
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('moves one remote while the shell runs, and back (rollback)', async () => {
    const v1 = 'http://cdn.test/live/0.1.0-a/mf-manifest.json';
    const v2 = 'http://cdn.test/live/0.1.0-b/mf-manifest.json';
    writeFileSync(file, JSON.stringify({ REMOTE_LIVE_URL: v1 }));
    const app = createShellApp({ REMOTES_CONFIG_FILE: file, REMOTE_READER_URL: 'http://reader.test/mf-manifest.json' });
    const remotes = async () => (await (await app.request('/runtime-config.json')).json()).remotes;

    expect(await remotes()).toMatchObject({ live: v1, reader: 'http://reader.test/mf-manifest.json' });
    writeFileSync(file, JSON.stringify({ REMOTE_LIVE_URL: v2, REMOTE_LIVE_SERVER_URL: 'http://cdn.test/s.js' }));
    expect((await remotes()).live).toBe(v2);
    writeFileSync(file, JSON.stringify({ REMOTE_LIVE_URL: v1 }));
    expect((await remotes()).live).toBe(v1);
  });

  it('keeps the last good remotes when an edit is broken, and says why', () => {
    writeFileSync(file, JSON.stringify({ REMOTE_LIVE_URL: 'http://a.test/mf-manifest.json' }));
    const env = remotesEnv({ REMOTES_CONFIG_FILE: file });
    expect(env().REMOTE_LIVE_URL).toBe('http://a.test/mf-manifest.json');
    writeFileSync(file, '{ "REMOTE_LIVE_URL": ');
    expect(env().REMOTE_LIVE_URL).toBe('http://a.test/mf-manifest.json');
    expect(console.error).toHaveBeenCalled();
  });

  it('accepts only remote URL variables with http(s) URLs', () => {
    expect(() => parseRemotesFile('{"SUPABASE_URL":"http://x"}')).toThrow(/not a remote URL variable/);
    expect(() => parseRemotesFile('{"REMOTE_LIVE_URL":"javascript:alert(1)"}')).toThrow(/http\(s\) URL/);
    expect(() => parseRemotesFile('[]')).toThrow(/JSON object/);
  });
});
