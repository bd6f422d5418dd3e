import { describe, expect, it } from 'vitest';
import { parseLivePostBody } from './livePostBody.ts';

describe('parseLivePostBody', () => {
  it('splits paragraphs and turns [text](address) and bare web addresses into links', () => {
    expect(
      parseLivePostBody('See [the list](https://example.org/a).\n\nMore at https://example.org/b, today.'),
    ).toEqual([
      [
        { kind: 'text', text: 'See ' },
        { kind: 'link', text: 'the list', href: 'https://example.org/a' },
        { kind: 'text', text: '.' },
      ],
      [
        { kind: 'text', text: 'More at ' },
        { kind: 'link', text: 'https://example.org/b', href: 'https://example.org/b' },
        { kind: 'text', text: ', today.' },
      ],
    ]);
  });

  it('links paths on this site but never javascript:, data: or protocol-relative addresses', () => {
    expect(parseLivePostBody('[guide](/story/1)')).toEqual([[{ kind: 'link', text: 'guide', href: '/story/1' }]]);
    for (const body of ['[x](javascript:alert(1))', '[x](data:text/html,hi)', '[x](//evil.example)']) {
      expect(
        parseLivePostBody(body)
          .flat()
          .every((part) => part.kind === 'text'),
      ).toBe(true);
    }
  });

  it('keeps HTML as text', () => {
    expect(parseLivePostBody('<img src=x onerror=alert(1)>')).toEqual([
      [{ kind: 'text', text: '<img src=x onerror=alert(1)>' }],
    ]);
  });
});
