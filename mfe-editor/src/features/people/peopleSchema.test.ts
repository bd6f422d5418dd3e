import { describe, expect, it } from 'vitest';
import { authorRowOf, authorSchema, EMPTY_AUTHOR, slugFrom, topicSchema } from './peopleSchema.ts';

const author = (fields: Partial<typeof EMPTY_AUTHOR>) =>
  authorSchema.safeParse({ ...EMPTY_AUTHOR, name: 'Rudo Dube', ...fields });
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('author and topic checks', () => {
  it('refuses reserved slugs, slugs with script or bidi characters, and a 10,000-character name', () => {
    expect(messages(author({ slug: 'admin' }))).toEqual(['The slug "admin" is reserved. Choose another.']);
    expect(messages(author({ slug: 'αθηνα' }))[0]).toMatch(/lower-case letters a-z/);
    expect(messages(author({ slug: 'rudo\u202Edube' }))[0]).toMatch(/lower-case letters a-z/);
    expect(messages(author({ name: 'x'.repeat(10_000) }))).toEqual([
      "The author's name must be at most 100 characters.",
    ]);
    expect(messages(topicSchema.safeParse({ name: 'y'.repeat(10_000), slug: '', description: '' }))).toEqual([
      "The topic's name must be at most 60 characters.",
    ]);
  });

  it('refuses a javascript: social link and a malformed e-mail; keeps HTML in a bio as typed', () => {
    expect(messages(author({ links: 'https://x.example/rudo\njavascript:alert(1)' }))).toEqual([
      'Not an http:// or https:// address: javascript:alert(1)',
    ]);
    expect(messages(author({ publicEmail: 'rudo at news' }))[0]).toMatch(/name@example.com/);
    const bio = '<b>Courts</b> <script>alert(1)</script>';
    const parsed = author({ bioLong: bio });
    expect(parsed.success).toBe(true);
    expect(authorRowOf({ ...EMPTY_AUTHOR, name: 'Rudo Dube', bioLong: bio }).bio_long).toBe(bio);
  });

  it('makes a slug from the name when none is given, folding accents', () => {
    expect(slugFrom('  Chipo Ndlovu-Mhlanga ')).toBe('chipo-ndlovu-mhlanga');
    expect(slugFrom('Zoë Ó Súilleabháin')).toBe('zoe-o-suilleabhain');
    expect(authorRowOf({ ...EMPTY_AUTHOR, name: 'Farai Moyo', links: 'https://a.example\n\n' })).toMatchObject({
      slug: 'farai-moyo',
      links: ['https://a.example'],
      public_email: null,
      photo_url: null,
    });
  });
});
