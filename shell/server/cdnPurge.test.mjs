// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createCdnPurger } from './cdnPurge.mjs';

const PURGE_URL = 'http://127.0.0.1:6081/';

/** A fetch that answers each call with the next status (or throws an Error given instead). */
function fakeFetch(...answers) {
  const calls = [];
  const fetch = vi.fn(async (url, init) => {
    calls.push({ url, method: init.method, keys: init.headers['Surrogate-Key'] });
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (answer instanceof Error) throw answer;
    return new Response('purged', { status: answer });
  });
  return { fetch, calls };
}

const quiet = () => ({ error: vi.fn() });

describe('createCdnPurger', () => {
  it('sends keys asked for within a few ms as one PURGE, each key once', async () => {
    const { fetch, calls } = fakeFetch(200);
    const log = quiet();
    const { purge } = createCdnPurger({ url: PURGE_URL, fetch, log });
    await Promise.all([
      purge(['site', 'row:1']),
      purge(['table:news_stories', 'site']),
      new Promise((resolve) => setTimeout(resolve, 1)).then(() => purge(['row:2'])),
    ]);
    expect(calls).toEqual([{ url: PURGE_URL, method: 'PURGE', keys: 'site row:1 table:news_stories row:2' }]);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('starts a new request for keys that arrive after a batch went', async () => {
    const { fetch, calls } = fakeFetch(200);
    const { purge } = createCdnPurger({ url: PURGE_URL, fetch, log: quiet() });
    await purge(['row:1']);
    await purge(['row:2']);
    expect(calls.map((call) => call.keys)).toEqual(['row:1', 'row:2']);
  });

  it('retries a failed request with a backoff, and resolves once it succeeds', async () => {
    const { fetch, calls } = fakeFetch(503, new Error('ECONNREFUSED'), 200);
    const log = quiet();
    const { purge } = createCdnPurger({ url: PURGE_URL, fetch, log, backoffMs: 1 });
    await purge(['row:1']);
    expect(calls).toHaveLength(3);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('never throws: logs once after the last retry fails', async () => {
    const { fetch, calls } = fakeFetch(new Error('ECONNREFUSED'));
    const log = quiet();
    const { purge } = createCdnPurger({ url: PURGE_URL, fetch, log, retries: 2, backoffMs: 1 });
    await expect(purge(['row:1'])).resolves.toBeUndefined();
    expect(calls).toHaveLength(3);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0][0]).toMatch(/row:1.*3 attempts.*ECONNREFUSED/);
  });

  it('does nothing without a URL, or without keys', async () => {
    const { fetch } = fakeFetch(200);
    await createCdnPurger({ url: '', fetch }).purge(['site']);
    await createCdnPurger({ url: undefined, fetch }).purge(['site']);
    await createCdnPurger({ url: PURGE_URL, fetch }).purge(['', '  ']);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('splits a key list too long for one header, and keys given with spaces or commas', async () => {
    const { fetch, calls } = fakeFetch(200);
    const { purge } = createCdnPurger({ url: PURGE_URL, fetch, log: quiet() });
    const rows = Array.from({ length: 300 }, (_, i) => `row:${String(i).padStart(36, '0')}`);
    await purge(['site table:news_stories,row:x', ...rows]);
    expect(calls.length).toBeGreaterThan(1);
    for (const call of calls) expect(call.keys.length).toBeLessThanOrEqual(4000);
    const sent = calls.flatMap((call) => call.keys.split(' '));
    expect(sent).toEqual(['site', 'table:news_stories', 'row:x', ...rows]);
  });
});
