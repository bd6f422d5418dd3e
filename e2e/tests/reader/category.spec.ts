import { expect, test } from '../../support/fixtures.ts';
import { blockingViolations, NAV_SLUGS, publishedStories, openReaderPage } from './support/readerSupport.ts';

const heading = (slug: string) =>
  slug
    .split('-')
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');

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
      await expect(page.getByRole('heading', { level: 1, name: heading(slug) })).toBeVisible();
      const crumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      const cards = page.getByTestId('story-card');
      await expect(cards).toHaveCount(expected.length);
      expect((await cards.getByRole('heading').allTextContents()).sort()).toEqual(
        expected.map((story) => story.title).sort(),
      );
    });
  }

  test('an unknown category shows the 404 page', async ({ page }) => {
    await openReaderPage(page, '/category/weather');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await openReaderPage(page, '/category/sports');
    await expect(page.getByTestId('story-card').first()).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
});
