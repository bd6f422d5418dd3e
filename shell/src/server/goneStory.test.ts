import { describe, expect, it } from 'vitest';
import { notFoundStatus } from './goneStory.ts';

const ORIGIN = 'https://news.example';
const TRASHED = 'a1000000-0000-4000-8000-000000000002';
const asked: string[] = [];
const lookUp = (id: string) => {
  asked.push(id);
  return Promise.resolve(id === TRASHED);
};

describe('a trashed story answers 410 Gone', () => {
  it('on the full and the lite site', async () => {
    expect(await notFoundStatus(new URL(`/story/${TRASHED}`, ORIGIN), lookUp)).toBe(410);
    expect(await notFoundStatus(new URL(`/lite/story/${TRASHED.toUpperCase()}`, ORIGIN), lookUp)).toBe(410);
  });

  it('leaves unknown stories and other pages at 404, without asking for what is no story address', async () => {
    asked.length = 0;
    expect(await notFoundStatus(new URL('/story/b1000000-0000-4000-8000-000000000009', ORIGIN), lookUp)).toBe(404);
    expect(await notFoundStatus(new URL(`/category/${TRASHED}`, ORIGIN), lookUp)).toBe(404);
    expect(await notFoundStatus(new URL('/story/not-an-id', ORIGIN), lookUp)).toBe(404);
    expect(await notFoundStatus(new URL(`/story/${TRASHED}/extra`, ORIGIN), lookUp)).toBe(404);
    expect(asked).toEqual(['b1000000-0000-4000-8000-000000000009']);
  });
});
