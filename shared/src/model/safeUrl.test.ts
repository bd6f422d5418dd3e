import { describe, expect, it } from 'vitest';
import { httpUrlOrEmpty, toHttpUrl } from './safeUrl.ts';

describe('toHttpUrl', () => {
  it('accepts absolute http and https URLs', () => {
    expect(toHttpUrl(' https://example.com/a?b=1 ')?.href).toBe('https://example.com/a?b=1');
    expect(toHttpUrl('http://example.com')?.hostname).toBe('example.com');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example/x',
    '/relative/path',
    'https://user:secret@example.com/',
    'not a url',
    '',
  ])('refuses %j', (value) => {
    expect(toHttpUrl(value)).toBeNull();
    expect(httpUrlOrEmpty(value)).toBe('');
  });

  it('refuses non-strings', () => {
    expect(toHttpUrl(null)).toBeNull();
    expect(toHttpUrl(42)).toBeNull();
  });
});
