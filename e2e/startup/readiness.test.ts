import { describe, expect, it } from 'vitest';
import { answers, readyLine, waitUntilReady } from '../../scripts/lib/readiness.mjs';

const SERVICES = [
  { name: 'backend', readyUrl: 'http://backend/health' },
  { name: 'shell', readyUrl: 'http://shell/runtime-config.json' },
  { name: 'varnish-less helper' },
];

/** A probe where each URL starts answering after it was asked `after[url]` times. */
function probeAnsweringAfter(after: Record<string, number>) {
  const asked: string[] = [];
  const probe = async (url: string) => {
    asked.push(url);
    return asked.filter((u) => u === url).length > (after[url] ?? 0);
  };
  return { probe, asked };
}

describe('waitUntilReady', () => {
  it('resolves only once every ready URL answered, asking again only those that did not', async () => {
    const { probe, asked } = probeAnsweringAfter({ 'http://backend/health': 3 });
    expect(await waitUntilReady(SERVICES, { probe, intervalMs: 1 })).toBe(true);
    expect(asked.filter((url) => url === 'http://backend/health')).toHaveLength(4);
    expect(asked.filter((url) => url === 'http://shell/runtime-config.json')).toHaveLength(1);
  });

  it('gives up, unready, when the services are being stopped', async () => {
    let stopping = false;
    const probe = async () => {
      stopping = true; // a child exited while we asked
      return false;
    };
    expect(await waitUntilReady(SERVICES, { probe, intervalMs: 1, stopped: () => stopping })).toBe(false);
  });
});

describe('answers', () => {
  it('is false for a refused connection, not an error', async () => {
    expect(await answers('http://127.0.0.1:9/')).toBe(false);
  });
});

describe('readyLine', () => {
  it('names the URL to open', () => {
    expect(readyLine('http://localhost:3000')).toBe('Ready: open http://localhost:3000. Ctrl-C stops everything.');
  });
});
