// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { PhotoEssay } from '../model/photoEssay.ts';
import type { Story } from '../model/story.ts';
import { buildSitemapXml, escapeXml } from './sitemap.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const HOUR = 3_600_000;

function story(i: number, ageHours: number): Story {
  return {
    id: `s${i}`,
    title: `Story ${i} & more`,
    summary: '',
    author: '',
    publishTime: new Date(NOW.getTime() - ageHours * HOUR).toISOString(),
    readTime: '',
    category: 'Sports',
    isFeatured: false,
    imageUrl: '',
    imageAlt: '',
    imageCaption: '',
    imageAuthor: '',
    viewCount: 0,
  };
}
function essay(i: number): PhotoEssay {
  return {
    id: `e${i}`,
    title: `Essay ${i}`,
    caption: 'c',
    photographer: 'p',
    publishTime: NOW.toISOString(),
    imageUrl: `https://img.example/${i}.jpg`,
    imageAlt: '',
    type: 'day',
  };
}
/** C0 controls other than tab, LF and CR: XML 1.0 forbids them. */
const forbiddenControls = (text: string) => [...text].filter((c) => c < ' ' && !'\t\n\r'.includes(c));
const count = (xml: string, needle: string) => xml.split(needle).length - 1;
const input = {
  origin: 'https://news.example/',
  siteName: 'The Daily Chronicle',
  now: NOW,
  stories: Array.from({ length: 120 }, (_, i) => story(i, i)),
  essays: Array.from({ length: 60 }, (_, i) => essay(i)),
};

describe('buildSitemapXml', () => {
  it('lists at most 100 stories and 50 essays', () => {
    const xml = buildSitemapXml(input, 'standard');
    expect(count(xml, '/story/')).toBe(100);
    expect(count(xml, '<image:image>')).toBe(50);
    expect(xml).toContain('<loc>https://news.example/about</loc>');
  });

  it('adds news markup only in the news variant, only for stories under 48 hours old', () => {
    expect(count(buildSitemapXml(input, 'standard'), '<news:news>')).toBe(0);
    const xml = buildSitemapXml(input, 'news');
    expect(count(xml, '<news:news>')).toBe(48);
    expect(xml).toContain('<news:title>Story 0 &amp; more</news:title>');
  });

  it('gives static pages different priorities in the two variants', () => {
    const privacy = (xml: string) => xml.split('/privacy-policy</loc>')[1].match(/<priority>([\d.]+)/)?.[1];
    expect(privacy(buildSitemapXml(input, 'standard'))).toBe('0.5');
    expect(privacy(buildSitemapXml(input, 'news'))).toBe('0.3');
  });

  it('produces well-formed XML', () => {
    const doc = new DOMParser().parseFromString(buildSitemapXml(input, 'news'), 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.nodeName).toBe('urlset');
  });
});

describe('escapeXml', () => {
  it('drops the characters XML 1.0 forbids (C0 controls, U+FFFE/U+FFFF, lone surrogates) and keeps the rest (issue 47)', () => {
    const forbidden = '\u0000\u0001\u0008\u000B\u000C\u001F\uFFFE\uFFFF\uDFFF\uD800';
    expect(escapeXml(`Budget${forbidden} day`)).toBe('Budget day');
    expect(escapeXml('tab\tnew\nline\r é – 🗞️ \u007F\u0085')).toBe('tab\tnew\nline\r é – 🗞️ \u007F\u0085');
    expect(escapeXml('<a & "b">')).toBe('&lt;a &amp; &quot;b&quot;&gt;');
  });

  it('keeps a sitemap free of them when a title carries one pasted from a word processor', () => {
    const pasted = { ...input, stories: [{ ...story(1, 1), title: 'Rates\u000Bcut' }] };
    const xml = buildSitemapXml(pasted, 'news');
    expect(xml).toContain('<news:title>Ratescut</news:title>');
    expect(forbiddenControls(xml)).toEqual([]);
  });
});
