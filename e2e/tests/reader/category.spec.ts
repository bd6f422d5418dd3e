import { expect, test } from '../../support/fixtures.ts';
import { blockingViolations, NAV_SLUGS, publishedStories, openReaderPage } from './support/readerSupport.ts';

test.describe.configure({ timeout: 90_000 });

test.describe('category pages', () => {
  for (const [slug, categories] of Object.entries(NAV_SLUGS)) {
    test(`/category/${slug} lists its stories`, async ({ page }) => {
      const expected = (await publishedStories()).filter((story) => categories.includes(story.category));
      await openReaderPage(page, `/category/${slug}`);
      if (expected.length === 0) {
        await expect(page.getByText('Oops! Page not found')).toBeVisible();
        return;
      }
      // The category's own name (its first stored name: "Arts & Culture" for the parent).
      await expect(page.getByRole('heading', { level: 1, name: categories[0], exact: true })).toBeVisible();
      const crumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      const cards = page.getByTestId('story-card');
      await expect(cards).toHaveCount(expected.length);
      expect((await cards.getByRole('heading').allTextContents()).sort()).toEqual(
        expected.map((story) => story.title).sort(),
      );
    });
  }

  test('the heading spells the category as the navigation does, in the server HTML and after hydration', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/category/business-finance')).text();
    expect(html).toMatch(/<h1[^>]*>Business &amp; Finance<\/h1>/);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await openReaderPage(page, '/category/business-finance');
    const navName = await page
      .getByRole('navigation')
      .getByRole('link', { name: 'Business & Finance' })
      .first()
      .textContent();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(navName!.trim());
    await expect(page).toHaveTitle(/^Business & Finance \| /);
    expect(errors.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([]);
  });

  test('an unknown category shows the 404 page', async ({ page }) => {
    await openReaderPage(page, '/category/weather');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect(page).toHaveTitle(/^Page not found \| /);
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await openReaderPage(page, '/category/sports');
    await expect(page.getByTestId('story-card').first()).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
});
