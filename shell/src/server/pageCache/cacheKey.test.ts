import { describe, expect, it } from 'vitest';
import { isPersonalRequest, pageCacheKey, pageUrl } from './cacheKey.ts';

describe('pageUrl', () => {
  it('keeps only the parameters a page reads, in a fixed order', () => {
    const url = pageUrl(new URL('http://localhost/search?utm_source=x&page=2&q=harare&fbclid=1'));
    expect(url.search).toBe('?q=harare&page=2');
    expect(pageUrl(new URL('http://localhost/category/sport?page=3&bust=123')).search).toBe('?page=3');
    expect(pageUrl(new URL('http://localhost/author/tendai-moyo?page=2&utm_source=x')).search).toBe('?page=2');
    expect(pageUrl(new URL('http://localhost/topic/cholera?page=2&fbclid=y')).search).toBe('?page=2');
    expect(pageUrl(new URL('http://localhost/corrections?page=2&bust=1')).search).toBe('?page=2');
  });

  it('drops every parameter of a page that reads none: cache busters share one entry', () => {
    const a = pageUrl(new URL('http://localhost/story/1?bust=1'));
    const b = pageUrl(new URL('http://localhost/story/1?bust=2&utm_campaign=y'));
    expect(pageCacheKey('http://localhost', a)).toBe(pageCacheKey('http://localhost', b));
    expect(a.search).toBe('');
  });
});

describe('isPersonalRequest', () => {
  const request = (headers: Record<string, string>) => new Request('http://localhost/', { headers });

  it('is true with an Authorization header or a Supabase auth cookie', () => {
    expect(isPersonalRequest(request({ Authorization: 'Bearer x' }))).toBe(true);
    expect(isPersonalRequest(request({ Cookie: 'theme=dark; sb-access-token=abc' }))).toBe(true);
  });

  it('is false for other cookies and none', () => {
    expect(isPersonalRequest(request({ Cookie: 'theme=dark; consent=yes' }))).toBe(false);
    expect(isPersonalRequest(request({}))).toBe(false);
  });
});
