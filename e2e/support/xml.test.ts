import { describe, expect, it } from 'vitest';
import { parseXml } from './xml.ts';

describe('parseXml', () => {
  it('parses a well-formed feed, repeating elements as arrays', () => {
    const xml = parseXml('<?xml version="1.0"?><rss><item><title>A &amp; B</title></item></rss>', ['item']);
    expect(xml).toMatchObject({ rss: { item: [{ title: 'A & B' }] } });
  });

  it('refuses characters XML 1.0 forbids, as a feed reader does (issue 47)', () => {
    expect(() => parseXml('<rss><title>Rates\u000Bcut</title></rss>')).toThrow(/not well-formed XML/);
    expect(() => parseXml('<rss><title>Rates\uFFFEcut</title></rss>')).toThrow(/not well-formed XML/);
    expect(() => parseXml('<rss><title>Rates</rss>')).toThrow(/not well-formed XML/);
  });
});
