import { describe, expect, it } from 'vitest';
import { EMPTY_LIVE_FEED, liveFeedColumns, liveFeedSchema } from './liveFeedSchema.ts';

const valid = {
  ...EMPTY_LIVE_FEED,
  title: 'Council publishes bus-lane journey times',
  url: 'https://www.hararecity.example/transport',
  source: 'Harare City Council',
};

const messages = (values: unknown) => {
  const result = liveFeedSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('liveFeedSchema', () => {
  it('defaults to category general, active', () => {
    expect(EMPTY_LIVE_FEED).toMatchObject({ category: 'general', isActive: true });
    expect(liveFeedSchema.safeParse(valid).success).toBe(true);
  });

  it('requires title, url and source; description is optional', () => {
    expect(messages(EMPTY_LIVE_FEED)).toEqual({
      title: 'Title is required',
      url: 'URL is required',
      source: 'Source is required',
    });
  });

  it('takes http(s) URLs and paths on this site only', () => {
    const refusal = { url: 'URL must be an http:// or https:// address, or a path on this site such as /story/…' };
    expect(messages({ ...valid, url: '/story/a1000000-0000-4000-8000-000000000002' })).toEqual({});
    for (const url of ['javascript:alert(document.cookie)', '#', '//evil.example', '/\n/evil.example']) {
      expect(messages({ ...valid, url }), url).toEqual(refusal);
    }
  });

  it('knows the product categories only', () => {
    expect(liveFeedSchema.safeParse({ ...valid, category: 'world' }).success).toBe(true);
    expect(messages({ ...valid, category: 'gossip' })).toEqual({ category: 'Choose a category' });
  });

  it('refuses text over the table limits with a clear message', () => {
    expect(messages({ ...valid, title: 'x'.repeat(301), description: 'y'.repeat(2001) })).toEqual({
      title: 'Title must be 300 characters or fewer.',
      description: 'Description must be 2,000 characters or fewer.',
    });
  });
});

describe('liveFeedColumns', () => {
  it('keeps text as typed, trims the URL, stores no description as null', () => {
    expect(liveFeedColumns({ ...valid, title: '<b>Bold</b> claim', url: '  https://x.example/a  ' })).toEqual({
      title: '<b>Bold</b> claim',
      url: 'https://x.example/a',
      source: 'Harare City Council',
      description: null,
      category: 'general',
      is_active: true,
    });
  });
});
