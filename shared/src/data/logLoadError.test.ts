import { afterEach, describe, expect, it, vi } from 'vitest';
import { briefLoadErrorReporter, logLoadError, setLoadErrorReporter, shortReason } from './logLoadError.ts';

/** What supabase-js answers when the backend refuses the connection (a PostgrestError-like object). */
const refused = {
  message: 'TypeError: fetch failed',
  details:
    'TypeError: fetch failed\n\nCaused by: Error: connect ECONNREFUSED 127.0.0.1:54321 (ECONNREFUSED)\n' +
    'Error: connect ECONNREFUSED 127.0.0.1:54321\n    at TCPConnectWrap.afterConnect (node:net:1611:16)',
  hint: '',
  code: '',
};

describe('shortReason', () => {
  it('keeps the first line and the network code, never the stack', () => {
    expect(shortReason(refused)).toBe('TypeError: fetch failed (ECONNREFUSED)');
    const error = new TypeError('fetch failed', { cause: Object.assign(new Error('getaddrinfo ENOTFOUND db'), {}) });
    expect(shortReason(error)).toBe('fetch failed (ENOTFOUND)');
    expect(shortReason({ message: 'permission denied for table news_stories' })).toBe(
      'permission denied for table news_stories',
    );
    expect(shortReason(undefined)).toBe('undefined');
  });
});

describe('briefLoadErrorReporter', () => {
  it('logs one line per source, then at most one per interval with the count it skipped', () => {
    let clock = 0;
    const lines: string[] = [];
    const report = briefLoadErrorReporter({ intervalMs: 5000, now: () => clock, log: (line) => lines.push(line) });
    for (let i = 0; i < 50; i += 1) {
      report('Failed to load stories', refused);
      report('Failed to load advertisements', refused);
    }
    expect(lines).toEqual([
      '[data] Failed to load stories: TypeError: fetch failed (ECONNREFUSED)',
      '[data] Failed to load advertisements: TypeError: fetch failed (ECONNREFUSED)',
    ]);
    clock = 5000;
    report('Failed to load stories', refused);
    expect(lines.at(-1)).toBe(
      '[data] Failed to load stories: TypeError: fetch failed (ECONNREFUSED) (49 more since the last report)',
    );
    expect(lines).toHaveLength(3);
  });
});

describe('logLoadError', () => {
  afterEach(() => {
    setLoadErrorReporter(null);
    vi.restoreAllMocks();
  });

  it('gives the whole error to console.error unless a reporter was set', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logLoadError('Failed to load stories', refused);
    expect(error).toHaveBeenCalledWith('Failed to load stories', refused);

    const reporter = vi.fn();
    setLoadErrorReporter(reporter);
    logLoadError('Failed to load stories', refused);
    expect(reporter).toHaveBeenCalledWith('Failed to load stories', refused);
    expect(error).toHaveBeenCalledTimes(1);
  });
});
