import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { requestLogger } from './logging.ts';
import { createApp } from './app.ts';
import type { BackendContext } from '../context.ts';

describe('requestLogger', () => {
  it('writes one line per request: method, path without query, status, duration', async () => {
    const lines: string[] = [];
    const app = new Hono();
    app.use(
      '*',
      requestLogger((line) => lines.push(line)),
    );
    app.get('/rest/v1/stories', (c) => c.json([]));
    await app.request('/rest/v1/stories?email=eq.someone@example.com');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^GET \/rest\/v1\/stories 200 \d+ms$/);
  });
});

describe('createApp', () => {
  const ctx = { config: { logRequests: false } } as unknown as BackendContext;
  const empty = () => new Hono();
  const boom = new Hono().get('/', () => {
    throw new Error('secret internal detail');
  });
  const app = createApp(ctx, { auth: empty(), rest: boom, storage: empty(), functions: empty() });

  it('answers unknown routes with JSON 404', async () => {
    const response = await app.request('/nope');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found' });
  });

  it('turns an unexpected failure into a generic 500 that leaks nothing', async () => {
    const original = console.error;
    console.error = () => undefined;
    try {
      const response = await app.request('/rest/v1');
      expect(response.status).toBe(500);
      expect(await response.text()).not.toContain('secret internal detail');
    } finally {
      console.error = original;
    }
  });

  it('answers preflight for any origin and exposes Content-Range', async () => {
    const response = await app.request('/rest/v1/x', {
      method: 'OPTIONS',
      headers: { origin: 'https://news.example', 'access-control-request-method': 'PATCH' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
  });
});
