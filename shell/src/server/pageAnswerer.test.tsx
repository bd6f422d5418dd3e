import { describe, expect, it, vi } from 'vitest';
import { createPageAnswerer } from './pageAnswerer.tsx';
import type { ServerRendererOptions } from './serverTypes.ts';

// No server containers here: the pages below are answered without loading any.
vi.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => undefined,
  loadRemote: vi.fn(() => new Promise(() => undefined)),
  registerRemotes: vi.fn(),
}));

const options = {
  config: { siteName: 'The Daily Chronicle' },
  serverRemotes: {},
  template: '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
} as unknown as ServerRendererOptions;

describe('createPageAnswerer: preview links (decision 176)', () => {
  it('answers /preview/{token} with the start-up page, never stored by a shared cache nor indexed', async () => {
    const answerer = createPageAnswerer(options);
    const response = await answerer.answer(
      new URL(`https://news.example/preview/${'a'.repeat(43)}`),
      'https://news.example',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('Loading The Daily Chronicle');
  });

  it('signed-in pages keep their start-up page and headers', async () => {
    const response = await createPageAnswerer(options).answer(
      new URL('https://news.example/admin'),
      'https://news.example',
    );
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('x-robots-tag')).toBeNull();
    expect(await response.text()).toContain('<meta name="robots" content="noindex">');
  });
});
