import { expect, test } from '../../support/fixtures.ts';
import { parseXml } from '../../support/xml.ts';
import { blockingViolations, openReaderPage } from './support/readerSupport.ts';

test.describe.configure({ timeout: 90_000 });

test.describe('static pages', () => {
  test('/about: mission, team and a link to contact', async ({ page }) => {
    await openReaderPage(page, '/about');
    await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Team' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('/privacy-policy', async ({ page }) => {
    await openReaderPage(page, '/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('/terms-of-service has ten numbered sections', async ({ page }) => {
    await openReaderPage(page, '/terms-of-service');
    const sections = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(sections).toHaveCount(10);
    const texts = await sections.allTextContents();
    texts.forEach((text, index) => expect(text).toMatch(new RegExp(`^${index + 1}\\. `)));
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('/advertise lists the four offers and the sales e-mail', async ({ page }) => {
    await openReaderPage(page, '/advertise');
    for (const offer of ['Banner Ads', 'Sponsored Content', 'Newsletter Sponsorship', 'Social Media Promotion']) {
      await expect(page.getByRole('heading', { name: offer })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'advertising@dailychronicle.example' })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('/sitemap shows the sitemap XML without news markup', async ({ page }) => {
    await openReaderPage(page, '/sitemap');
    const xml = page.getByTestId('sitemap-xml');
    await expect(xml).toContainText('<?xml version="1.0" encoding="UTF-8"?>');
    await expect(xml).toContainText('/story/');
    await expect(xml).not.toContainText('<news:news>');
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('/sitemap.xml is the sitemap index; its news sitemap has news markup for recent stories', async ({
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.headers()['content-type']).toMatch(/^application\/xml/);
    const index = parseXml(await response.text(), ['sitemap']) as { sitemapindex: { sitemap: { loc: string }[] } };
    const news = index.sitemapindex.sitemap.find((sitemap) => sitemap.loc.endsWith('/sitemaps/news.xml'));
    expect(news).toBeDefined();
    const xml = parseXml(await (await request.get(new URL(news!.loc).pathname)).text(), ['url', 'news:news']) as {
      urlset: { '@xmlns:news': string; url: { loc: string; 'news:news'?: unknown }[] };
    };
    expect(xml.urlset['@xmlns:news']).toBe('http://www.google.com/schemas/sitemap-news/0.9');
    expect(xml.urlset.url.length).toBeGreaterThan(0);
    expect(xml.urlset.url.every((url) => url['news:news'])).toBe(true);
  });
});
