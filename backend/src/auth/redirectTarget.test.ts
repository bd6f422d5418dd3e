import { describe, expect, it } from 'vitest';
import type { BackendContext } from '../context.ts';
import { globMatches, redirectTarget } from './mailFlows.ts';

const ctx = {
  config: {
    mail: {
      siteUrl: 'https://news.example',
      redirectUrls: ['http://localhost:*/**', 'https://*.preview.example/**'],
    },
  },
} as unknown as BackendContext;

describe('redirect_to allow list (GoTrue globs)', () => {
  it.each([
    ['https://news.example/reset-password', 'https://news.example/reset-password'],
    ['http://localhost:3000/', 'http://localhost:3000/'],
    ['http://localhost:41234/reset-password#x', 'http://localhost:41234/reset-password#x'],
    ['https://pr-12.preview.example/', 'https://pr-12.preview.example/'],
  ])('lets %s through', (requested, expected) => {
    expect(redirectTarget(ctx, requested)).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    'http://localhost:3000@evil.example/',
    'http://user:pass@localhost:3000/',
    'https://a.b.preview.example/',
    'javascript:alert(1)',
    'not a url',
    `https://news.example/${'x'.repeat(3000)}`,
    '',
    undefined,
    42,
  ])('sends %s to the site URL instead', (requested) => {
    expect(redirectTarget(ctx, requested)).toBe('https://news.example');
  });

  it('matches `*` within one host part or segment and `**` across them', () => {
    expect(globMatches('https://*.example/*', 'https://a.example/b')).toBe(true);
    expect(globMatches('https://*.example/*', 'https://a.example/b/c')).toBe(false);
    expect(globMatches('https://*.example/**', 'https://a.example/b/c')).toBe(true);
    expect(globMatches('https://*.example/**', 'https://a.b.example/c')).toBe(false);
  });
});
