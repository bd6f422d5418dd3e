// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { jsonForScript } from '../pagePayload.ts';
import { renderHeadTags } from './documentHead.ts';

const base = { origin: 'https://news.example', path: '/story/1', siteName: 'The Daily Chronicle' };

describe('head tags', () => {
  it('writes text from the database as text', () => {
    const html = renderHeadTags({
      ...base,
      head: { title: '</title><script>alert(1)</script>', description: '"quoted" & <b>bold</b>' },
    });
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('content="&quot;quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt;"');
  });

  it('keeps JSON-LD inside its block whatever the data says, and parseable', () => {
    const html = renderHeadTags({
      ...base,
      head: { title: 't', jsonLd: [{ headline: '</script><script>x()</script>' }] },
    });
    const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1];
    expect(JSON.parse(block)).toEqual({ headline: '</script><script>x()</script>' });
  });

  it('titles link previews (Open Graph, Twitter) with the social title when the page has one', () => {
    const html = renderHeadTags({ ...base, head: { title: 'Search | Site', social: { title: 'Shared "title"' } } });
    expect(html).toContain('<title>Search | Site</title>');
    expect(html).toContain('<meta property="og:title" content="Shared &quot;title&quot;">');
    expect(html).toContain('<meta name="twitter:title" content="Shared &quot;title&quot;">');
    expect(renderHeadTags({ ...base, head: { title: 'Plain' } })).toContain(
      '<meta property="og:title" content="Plain">',
    );
  });

  it("points og:image at the site's 1200 × 630 card crop, with its size; another site's image without one", () => {
    const card = { url: '/social-image/lead.jpg?x=0.2&y=0.75', width: 1200, height: 630, alt: 'The Treasury' };
    const html = renderHeadTags({ ...base, head: { title: 't', image: card } });
    expect(html).toContain(
      '<meta property="og:image" content="https://news.example/social-image/lead.jpg?x=0.2&amp;y=0.75">',
    );
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta property="og:image:height" content="630">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain(
      '<meta name="twitter:image" content="https://news.example/social-image/lead.jpg?x=0.2&amp;y=0.75">',
    );
    const elsewhere = renderHeadTags({
      ...base,
      head: { title: 't', image: { url: 'https://img.example/a.jpg', alt: 'a' } },
    });
    expect(elsewhere).toContain('<meta property="og:image" content="https://img.example/a.jpg">');
    expect(elsewhere).not.toContain('og:image:width');
  });

  it("links the page's other rendition (the lite edition) as rel=alternate, escaped", () => {
    const html = renderHeadTags({
      ...base,
      head: { title: 't', alternates: [{ title: 'Data "saver"', path: '/lite/story/1' }] },
    });
    expect(html).toContain(
      '<link rel="alternate" type="text/html" title="Data &quot;saver&quot;" href="https://news.example/lite/story/1">',
    );
  });

  it('gives a canonical URL on the site origin and drops an image that is not http(s)', () => {
    const html = renderHeadTags({
      ...base,
      head: {
        title: 't',
        canonicalPath: '/story/1',
        image: { url: 'javascript:alert(1)', width: 1, height: 1, alt: 'a' },
      },
    });
    expect(html).toContain('<link rel="canonical" href="https://news.example/story/1">');
    expect(html).not.toContain('og:image');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
  });

  it('links a paged list to its neighbours on the site origin and keeps search results out of indexes', () => {
    const paged = renderHeadTags({
      ...base,
      head: { title: 't', pagination: { prevPath: '/category/sports', nextPath: '/category/sports?page=3&x="' } },
    });
    expect(paged).toContain('<link rel="prev" href="https://news.example/category/sports">');
    expect(paged).toContain('<link rel="next" href="https://news.example/category/sports?page=3&amp;x=%22">');
    expect(paged).not.toContain('noindex');

    const first = renderHeadTags({
      ...base,
      head: { title: 't', pagination: { nextPath: '/category/sports?page=2' } },
    });
    expect(first).not.toContain('rel="prev"');

    const search = renderHeadTags({ ...base, head: { title: 't', noindex: true } });
    expect(search).toContain('<meta name="robots" content="noindex">');
  });

  it('inline JSON never closes its script block', () => {
    expect(jsonForScript({ a: '</script>' })).toBe('{"a":"\\u003c/script>"}');
    expect(JSON.parse(jsonForScript({ a: '</script>' }))).toEqual({ a: '</script>' });
  });
});
