import { describe, expect, it } from 'vitest';
import { movedTopicLocation, permanentRedirect } from './topicRedirect.ts';

const ORIGIN = 'https://news.example';
const moves: Record<string, string> = { 'old-name': 'new-name' };
const lookUp = (slug: string) => Promise.resolve(moves[slug] ?? null);

describe('topic redirects', () => {
  it('sends an old topic address to the current one, on the full and the lite site, keeping the query', async () => {
    expect(await movedTopicLocation(new URL('/topic/old-name?page=2', ORIGIN), lookUp)).toBe('/topic/new-name?page=2');
    expect(await movedTopicLocation(new URL('/lite/topic/old-name', ORIGIN), lookUp)).toBe('/lite/topic/new-name');
  });

  it('leaves other pages and unmoved topics alone', async () => {
    expect(await movedTopicLocation(new URL('/topic/unknown', ORIGIN), lookUp)).toBeNull();
    expect(await movedTopicLocation(new URL('/author/old-name', ORIGIN), lookUp)).toBeNull();
    expect(await movedTopicLocation(new URL('/topic/old-name/extra', ORIGIN), lookUp)).toBeNull();
  });

  it('answers 301, cacheable and purged with the topics', () => {
    const response = permanentRedirect('/topic/new-name');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/topic/new-name');
    expect(response.headers.get('cache-control')).toMatch(/public/);
    expect(response.headers.get('surrogate-key')).toBe('site list:tags');
  });
});
