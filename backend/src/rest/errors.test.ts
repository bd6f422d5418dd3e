import { describe, expect, it } from 'vitest';
import { fromPgError } from './errors.ts';

describe('fromPgError', () => {
  it("answers `raise sqlstate 'PGRST'` with the status, headers and body the database chose", () => {
    const error = fromPgError(
      {
        code: 'PGRST',
        message: JSON.stringify({
          code: 'P0001',
          message: 'Too many.',
          details: 'Retry after 42 seconds.',
          hint: 'rate_limited',
        }),
        detail: JSON.stringify({ status: 429, headers: { 'Retry-After': '42' } }),
      },
      true,
    );
    expect(error.status).toBe(429);
    expect(error.headers).toEqual({ 'Retry-After': '42' });
    expect(error.body()).toEqual({
      code: 'P0001',
      message: 'Too many.',
      details: 'Retry after 42 seconds.',
      hint: 'rate_limited',
    });
  });

  it('answers a PGRST raise whose message or detail is not that JSON as PostgREST does: 500 PGRST121', () => {
    const error = fromPgError({ code: 'PGRST', message: 'plain text', detail: '{"status": 99}' }, true);
    expect(error.status).toBe(500);
    expect(error.code).toBe('PGRST121');
  });
});
