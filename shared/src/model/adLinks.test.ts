import { describe, expect, it } from 'vitest';
import { isSitePath, isWebUrl } from './advertisement.ts';
import { isAllowedAdLink } from './advertisementWrite.ts';

describe('isWebUrl', () => {
  it.each(['https://example.com', 'http://127.0.0.1:54321/storage/v1/x.png', ' https://a.example/b?c=d '])(
    'accepts %s',
    (url) => expect(isWebUrl(url)).toBe(true),
  );
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,x',
    '//evil.example',
    '/advertise',
    'ftp://x.org',
    'https://a b',
    'https://',
    '',
  ])('refuses %s', (url) => expect(isWebUrl(url)).toBe(false));
});

describe('ad links', () => {
  it('allow empty, http(s) and a path on this site', () => {
    expect(isAllowedAdLink('')).toBe(true);
    expect(isAllowedAdLink('/advertise')).toBe(true);
    expect(isAllowedAdLink('https://shop.example')).toBe(true);
  });
  it('refuse protocol-relative and script URLs', () => {
    expect(isSitePath('//evil.example')).toBe(false);
    expect(isSitePath('/\\evil.example')).toBe(false);
    expect(isAllowedAdLink('javascript:alert(1)')).toBe(false);
  });
});
