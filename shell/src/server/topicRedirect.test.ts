import { describe, expect, it } from 'vitest';
import { movedCreditLocation, permanentRedirect, type CreditKind } from './topicRedirect.ts';

const ORIGIN = 'https://news.example';
const moves: Record<CreditKind, Record<string, string>> = {
  topic: { 'old-name': 'new-name' },
  author: { 'old-byline': 'new-byline' },
};
const lookUp = (kind: CreditKind, slug: string) => Promise.resolve(moves[kind][slug] ?? null);

describe('topic and author redirects', () => {
  it('sends an old topic address to the current one, on the full and the lite site, keeping the query', async () => {
    expect(await movedCreditLocation(new URL('/topic/old-name?page=2', ORIGIN), lookUp)).toBe('/topic/new-name?page=2');
    expect(await movedCreditLocation(new URL('/lite/topic/old-name', ORIGIN), lookUp)).toBe('/lite/topic/new-name');
  });

  it('sends an old author address to the current one, on the full and the lite site', async () => {
    expect(await movedCreditLocation(new URL('/author/old-byline?page=3', ORIGIN), lookUp)).toBe(
      '/author/new-byline?page=3',
    );
    expect(await movedCreditLocation(new URL('/lite/author/old-byline', ORIGIN), lookUp)).toBe(
      '/lite/author/new-byline',
    );
  });

  it('leaves other pages and unmoved topics and authors alone', async () => {
    expect(await movedCreditLocation(new URL('/topic/unknown', ORIGIN), lookUp)).toBeNull();
    expect(await movedCreditLocation(new URL('/author/old-name', ORIGIN), lookUp)).toBeNull();
    expect(await movedCreditLocation(new URL('/topic/old-byline', ORIGIN), lookUp)).toBeNull();
    expect(await movedCreditLocation(new URL('/topic/old-name/extra', ORIGIN), lookUp)).toBeNull();
    expect(await movedCreditLocation(new URL('/story/old-name', ORIGIN), lookUp)).toBeNull();
  });

  it('answers 301, cacheable and purged with the topics', () => {
    const response = permanentRedirect('/topic/new-name');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/topic/new-name');
    expect(response.headers.get('cache-control')).toMatch(/public/);
    expect(response.headers.get('surrogate-key')).toBe('site list:tags');
  });

  it("purges an author's redirect with the authors, on the full and the lite site", () => {
    expect(permanentRedirect('/author/new-byline').headers.get('surrogate-key')).toBe('site list:authors');
    expect(permanentRedirect('/lite/author/new-byline').headers.get('surrogate-key')).toBe('site list:authors');
    expect(permanentRedirect('/lite/topic/new-name').headers.get('surrogate-key')).toBe('site list:tags');
  });
});
