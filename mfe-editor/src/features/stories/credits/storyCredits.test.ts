import { describe, expect, it } from 'vitest';
import {
  bylineOf,
  CREDIT_MESSAGES,
  creditsChanged,
  creditsRefusal,
  normalizeTagName,
  tagNameError,
} from './storyCredits.ts';

const ann = { id: 'a1', name: 'Ann', slug: 'ann' };
const ben = { id: 'a2', name: 'Ben', slug: 'ben' };

describe('story credits', () => {
  it('writes the byline as the database does: "A", "A and B", "A, B and C"', () => {
    expect(bylineOf([])).toBe('');
    expect(bylineOf(['Ann'])).toBe('Ann');
    expect(bylineOf(['Ann', 'Ben'])).toBe('Ann and Ben');
    expect(bylineOf(['Ann', 'Ben', 'Cy'])).toBe('Ann, Ben and Cy');
  });

  it('refuses a topic of only spaces or over 60 characters, counting an emoji once', () => {
    expect(normalizeTagName('  Elections \t 2026 ')).toBe('Elections 2026');
    expect(tagNameError(' \n\t ')).toBe(CREDIT_MESSAGES.blankTag);
    expect(tagNameError('x'.repeat(200))).toBe(CREDIT_MESSAGES.longTag);
    expect(tagNameError(`  ${'x'.repeat(60)}  `)).toBeNull();
    expect(tagNameError('🗳'.repeat(60))).toBeNull();
    expect(tagNameError('<script>alert(1)</script>')).toBeNull();
  });

  it('sees a change in the authors or their order, not in the case or order of topics', () => {
    const saved = { authors: [ann, ben], tags: ['Cholera', 'Water'] };
    expect(creditsChanged({ authors: [ann, ben], tags: ['water', ' Cholera'] }, saved)).toBe(false);
    expect(creditsChanged({ authors: [ben, ann], tags: saved.tags }, saved)).toBe(true);
    expect(creditsChanged({ authors: [ann, ben], tags: ['Cholera'] }, saved)).toBe(true);
  });

  it("says why the database refused a story's credits", () => {
    expect(creditsRefusal({ code: '42501' })).toBe('you do not have editing rights for this.');
    expect(creditsRefusal({ code: '23514', message: 'violates check constraint "tags_name_length"' })).toContain(
      'blank or over 60',
    );
    expect(creditsRefusal({ code: '23503' })).toContain('no longer exists');
    expect(creditsRefusal(new TypeError('Failed to fetch'))).toContain('connection failed');
  });
});
