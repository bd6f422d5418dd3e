import { describe, expect, it } from 'vitest';
import { breakingInsert, breakingSchema } from './breakingSchema.ts';

const BREAKING_LINK_MESSAGE = 'Link must be an http:// or https:// address, or a path on this site such as /story/…';

const issues = (values: object) => {
  const result = breakingSchema.safeParse({ reach: 'ticker', ...values });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('breakingSchema', () => {
  it('needs a title that is more than spaces, with the product message', () => {
    expect(issues({ title: '   ', url: '' })).toEqual(['Please enter a breaking news title']);
    expect(issues({ title: 'Polls close', url: '' })).toEqual([]);
  });

  it('takes an optional http(s) link or a path on this site, and refuses any other kind', () => {
    expect(issues({ title: 'x', url: 'https://example.com/story' })).toEqual([]);
    expect(issues({ title: 'x', url: '/story/a1000000-0000-4000-8000-000000000002' })).toEqual([]);
    for (const url of ['javascript:alert(1)', '//evil.example', '/\t/evil.example', 'story/abc']) {
      expect(issues({ title: 'x', url }), url).toEqual([BREAKING_LINK_MESSAGE]);
    }
  });

  it('refuses a title over the table limit', () => {
    expect(issues({ title: 'x'.repeat(301), url: '' })).toEqual(['Title must be 300 characters or fewer.']);
  });
});

describe('breakingInsert', () => {
  it('is category breaking, active, sourced to the product, url # by default', () => {
    expect(
      breakingInsert({ title: '  Polls close <b>now</b>  ', url: '', reach: 'ticker' }, 'The Daily Chronicle'),
    ).toEqual({
      title: 'Polls close <b>now</b>',
      url: '#',
      source: 'The Daily Chronicle',
      category: 'breaking',
      is_active: true,
      alert_status: 'none',
    });
    expect(breakingInsert({ title: 'x', url: ' https://example.com/a ', reach: 'ticker' }, 'S').url).toBe(
      'https://example.com/a',
    );
  });

  it('asks the database to hold an alert only when the editor chose ticker and alert', () => {
    expect(breakingInsert({ title: 'x', url: '', reach: 'alert' }, 'S').alert_status).toBe('held');
  });
});
