import { describe, expect, it, vi } from 'vitest';
import { SaveRefusedError } from './saveErrors.ts';
import { toWriteError } from './writeErrors.ts';

describe('toWriteError', () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const options = {
    thing: 'live feed',
    constraints: { live_feeds_url_safe: 'URL must start with http:// or https://' },
  };

  it('names a broken table rule the form could not catch', () => {
    const error = toWriteError(
      { code: '23514', message: 'new row for relation "live_feeds" violates check constraint "live_feeds_url_safe"' },
      options,
    );
    expect(error).toBeInstanceOf(SaveRefusedError);
    expect(error.message).toBe('URL must start with http:// or https://');
    expect(toWriteError({ code: '23514', message: 'live_feeds_title_length' }, options).message).toBe(
      'A field of this live feed is too long or empty.',
    );
  });

  it('says when rights are missing, and passes anything else through', () => {
    expect(toWriteError({ code: '42501', message: 'permission denied' }, options).message).toBe(
      'You do not have the rights to change this live feed.',
    );
    const other = toWriteError({ code: 'PGRST000', message: 'Database connection lost' }, options);
    expect(other).not.toBeInstanceOf(SaveRefusedError);
    expect(other.message).toBe('Database connection lost');
  });
});
