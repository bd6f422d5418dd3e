import { describe, expect, it } from 'vitest';
import { describeWriteError, FORBIDDEN_MESSAGE } from './writeError.ts';

describe('describeWriteError', () => {
  it('says a refused write needs an admin', () => {
    expect(describeWriteError({ code: '42501', message: 'new row violates row-level security policy' })).toBe(
      FORBIDDEN_MESSAGE,
    );
  });

  it("shows the database's own rule messages", () => {
    expect(describeWriteError({ code: 'P0001', message: 'The last admin cannot remove their own admin role.' })).toBe(
      'The last admin cannot remove their own admin role.',
    );
  });

  it('names the field of a check violation when it knows the constraint, never the raw text', () => {
    const error = {
      code: '23514',
      message: 'new row for relation "advertisements" violates check constraint "advertisements_link_url_http"',
    };
    expect(
      describeWriteError(error, { constraints: { advertisements_link_url_http: 'Link must be a web address.' } }),
    ).toBe('Link must be a web address.');
    expect(describeWriteError(error)).toBe('A field is too long or not in the expected form.');
  });

  it("names the editor's thing when given one", () => {
    const rules = {
      thing: 'live feed',
      constraints: { live_feeds_url_safe: 'URL must start with http:// or https://' },
    };
    expect(describeWriteError({ code: '42501', message: 'permission denied' }, rules)).toBe(
      'You do not have the rights to change this live feed.',
    );
    expect(describeWriteError({ code: '23514', message: 'live_feeds_url_safe' }, rules)).toBe(
      'URL must start with http:// or https://',
    );
    expect(describeWriteError({ code: '23514', message: 'live_feeds_title_length' }, rules)).toBe(
      'A field of this live feed is too long or empty.',
    );
  });

  it('recognises a network failure', () => {
    expect(describeWriteError(new TypeError('Failed to fetch'))).toMatch(/could not be reached/);
  });

  it('has nothing to add for other errors', () => {
    expect(describeWriteError({ code: '500', message: 'boom' })).toBeNull();
    expect(describeWriteError(null)).toBeNull();
  });
});
