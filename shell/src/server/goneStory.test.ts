import { describe, expect, it } from 'vitest';
import { notFoundStatus } from './goneStory.ts';

const ORIGIN = 'https://news.example';
const TRASHED = 'a1000000-0000-4000-8000-000000000002';
const asked: string[] = [];
const lookUp = (address: string) => {
  asked.push(address);
  return Promise.resolve(address === TRASHED || address === 'trashed-story');
};

describe('a trashed story answers 410 Gone', () => {
  it('on the full and the lite site', async () => {
    expect(await notFoundStatus(new URL(`/story/${TRASHED}`, ORIGIN), lookUp)).toBe(410);
    expect(await notFoundStatus(new URL(`/lite/story/${TRASHED.toUpperCase()}`, ORIGIN), lookUp)).toBe(410);
  });

  it('at its slug too (decision 206)', async () => {
    expect(await notFoundStatus(new URL('/story/trashed-story', ORIGIN), lookUp)).toBe(410);
    expect(await notFoundStatus(new URL('/lite/story/trashed-story', ORIGIN), lookUp)).toBe(410);
  });

  it('leaves unknown stories and other pages at 404, without asking for what is no story address', async () => {
    asked.length = 0;
    expect(await notFoundStatus(new URL('/story/b1000000-0000-4000-8000-000000000009', ORIGIN), lookUp)).toBe(404);
    expect(await notFoundStatus(new URL(`/category/${TRASHED}`, ORIGIN), lookUp)).toBe(404);
    expect(await notFoundStatus(new URL('/story/not-a-story', ORIGIN), lookUp)).toBe(404);
    expect(await notFoundStatus(new URL(`/story/${TRASHED}/extra`, ORIGIN), lookUp)).toBe(404);
    expect(await notFoundStatus(new URL('/story/%E0%A4%A', ORIGIN), lookUp)).toBe(404);
    expect(asked).toEqual(['b1000000-0000-4000-8000-000000000009', 'not-a-story']);
  });
});
