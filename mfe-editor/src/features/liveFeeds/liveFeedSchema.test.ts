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

  it('takes only http(s) URLs', () => {
    expect(messages({ ...valid, url: 'javascript:alert(document.cookie)' })).toEqual({
      url: 'URL must start with http:// or https://',
    });
    expect(messages({ ...valid, url: '#' })).toEqual({ url: 'URL must start with http:// or https://' });
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
