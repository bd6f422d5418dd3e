// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildCorrectionsRss } from './rss.ts';

/** C0 controls other than tab, LF and CR: XML 1.0 forbids them. */
const forbiddenControls = (text: string) => [...text].filter((c) => c < ' ' && !'\t\n\r'.includes(c));

describe('buildCorrectionsRss', () => {
  it('lists each note, escaped, linked to its story, with its own date', () => {
    const body = buildCorrectionsRss({
      origin: 'https://news.example',
      siteName: 'The Daily Chronicle',
      title: 'Corrections',
      description: 'Corrections',
      feedPath: '/corrections/rss.xml',
      pagePath: '/corrections',
      notes: [
        {
          id: 'n1',
          kind: 'clarification',
          note: '<script>alert(1)</script> & more',
          publishedAt: '2026-11-21T10:00:00Z',
          story: { id: 's 1', title: 'Vote <b>count</b>' },
        },
      ],
    });
    expect(body).toContain('<title>Clarification: Vote &lt;b&gt;count&lt;/b&gt;</title>');
    expect(body).toContain('<link>https://news.example/story/s%201</link>');
    expect(body).toContain(
      '<description>Clarification: &lt;script&gt;alert(1)&lt;/script&gt; &amp; more</description>',
    );
    expect(body).toContain('<pubDate>Sat, 21 Nov 2026 10:00:00 GMT</pubDate>');
    expect(body).not.toContain('<script>');
  });

  it('drops a control character XML forbids from a title or a note (issue 47)', () => {
    const body = buildCorrectionsRss({
      origin: 'https://news.example',
      siteName: 'The Daily\u000B Chronicle',
      title: 'Corrections',
      description: 'Corrections',
      feedPath: '/corrections/rss.xml',
      pagePath: '/corrections',
      notes: [
        {
          id: 'n1',
          kind: 'correction',
          note: 'The rate\u0000 was 5%.',
          publishedAt: '2026-11-21T10:00:00Z',
          story: { id: 's1', title: 'Rates\u000Bcut' },
        },
      ],
    });
    expect(body).toContain('<title>Correction: Ratescut</title>');
    expect(forbiddenControls(body)).toEqual([]);
  });
});
