import { offlineCopy, offlineNotice, offlinePageHtml, pageTitle } from './offlinePages.ts';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 28, 12);

describe('offlineNotice', () => {
  it('says how long ago the page was saved', () => {
    expect(offlineNotice(NOW - 10 * 60_000, NOW)).toBe('You are offline; saved less than an hour ago');
    expect(offlineNotice(NOW - HOUR, NOW)).toBe('You are offline; saved 1 hour ago');
    expect(offlineNotice(NOW - 5.5 * HOUR, NOW)).toBe('You are offline; saved 5 hours ago');
    expect(offlineNotice(NOW - 72 * HOUR, NOW)).toBe('You are offline; saved 3 days ago');
  });

  it('never says a negative time (a clock moved back)', () => {
    expect(offlineNotice(NOW + HOUR, NOW)).toBe('You are offline; saved less than an hour ago');
  });
});

describe('offlineCopy', () => {
  const page =
    '<!doctype html><html><head><title>Story</title><script defer src="/static/js/index.js"></script>' +
    '<link rel="modulepreload" href="/static/js/a.js"><script type="application/ld+json">{"@type":"NewsArticle"}</script>' +
    '</head><body class="x"><div id="root"><h1>Story</h1></div>' +
    '<script type="application/json" id="state">{"q":1}</script><script>alert(1)</script></body></html>';

  it('shows the notice first in the body and runs no script', () => {
    const copy = offlineCopy(page, 'You are offline; saved 2 hours ago');
    expect(copy).toContain('<body class="x"><p role="status" data-offline-notice style="');
    expect(copy).toContain('>You are offline; saved 2 hours ago</p><div id="root"><h1>Story</h1>');
    expect(copy).not.toContain('/static/js/index.js');
    expect(copy).not.toContain('modulepreload');
    expect(copy).not.toContain('alert(1)');
    expect(copy).toContain('application/ld+json');
    expect(copy).toContain('{"q":1}');
  });
});

describe('offlinePageHtml', () => {
  it('lists the pages saved on the device, escaped', () => {
    const html = offlinePageHtml([{ path: '/story/a', title: 'Rates <up> & "down"' }]);
    expect(html).toContain('<h1>You are offline</h1>');
    expect(html).toContain('<a href="/story/a">Rates &lt;up&gt; &amp; &quot;down&quot;</a>');
  });

  it('says nothing is saved yet', () => {
    expect(offlinePageHtml([])).toContain('No pages are saved on this device yet.');
  });
});

describe('pageTitle', () => {
  it('reads the title back unescaped', () => {
    expect(pageTitle('<title>Rates &amp; prices — The Daily Chronicle</title>')).toBe(
      'Rates & prices — The Daily Chronicle',
    );
    expect(pageTitle('<p>no title</p>')).toBeUndefined();
  });
});
