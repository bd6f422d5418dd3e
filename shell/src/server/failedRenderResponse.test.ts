import { describe, expect, it } from 'vitest';
import { beforeDeadline } from './deadline.ts';
import { failedRenderResponse } from './failedRenderResponse.ts';

describe('failedRenderResponse', () => {
  it('answers a render abandoned at its deadline with 503, Retry-After and the start-up page', async () => {
    const abandoned = await beforeDeadline(new Promise(() => {}), Date.now() + 5, 'render of /').catch(
      (error: unknown) => error,
    );
    const response = failedRenderResponse(abandoned, '<p>start-up</p>');

    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('5');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.text()).toBe('<p>start-up</p>');
  });

  it('answers a fault in the chrome with 500, nothing to retry, never cached', () => {
    const response = failedRenderResponse(new TypeError('header exploded'), '<p>start-up</p>');

    expect(response.status).toBe(500);
    expect(response.headers.get('Retry-After')).toBeNull();
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
  });
});
