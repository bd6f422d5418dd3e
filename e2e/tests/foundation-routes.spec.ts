import { expect, remoteArea, test, visibleHeading } from '../support/fixtures.ts';
import { publishedStoryId } from '../support/content.ts';
import type { Page } from '@playwright/test';

/** Each route family renders its remote's page in the remote's area, inside the shell chrome. */
async function expectRemotePageInChrome(page: Page, module: string) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(visibleHeading(page, module)).toBeVisible();
  await expect(remoteArea(page, module).getByText('This section is unavailable right now.')).toHaveCount(0);
}

const PUBLIC_ROUTES: ReadonlyArray<[path: string, module: string]> = [
  ['/', 'reader/HomePage'],
  ['/category/sports', 'reader/CategoryPage'],
  // A seeded author and topic (supabase/seed.sql).
  ['/author/tendai-moyo', 'reader/AuthorPage'],
  ['/topic/cholera', 'reader/TopicPage'],
  ['/about', 'reader/AboutPage'],
  ['/contact', 'reader/ContactPage'],
  ['/submit-story', 'reader/SubmitStoryPage'],
  ['/privacy-policy', 'reader/PrivacyPolicyPage'],
  ['/terms-of-service', 'reader/TermsOfServicePage'],
  ['/advertise', 'reader/AdvertisePage'],
  ['/sitemap', 'reader/SitemapPage'],
  ['/live-events', 'live/LiveEventsPage'],
  ['/sports-live', 'live/SportsLivePage'],
  // A seeded event (supabase/seed.sql): its own page.
  ['/live-events/a6000000-0000-4000-8000-000000000001', 'live/LiveEventPage'],
];

test.describe('foundation: every route family renders its remote inside the chrome', () => {
  for (const [path, module] of PUBLIC_ROUTES) {
    test(`${path} -> ${module}`, async ({ page }) => {
      await page.goto(path);
      await expectRemotePageInChrome(page, module);
    });
  }

  test('/story/:id -> reader/StoryPage', async ({ page }) => {
    await page.goto(`/story/${await publishedStoryId()}`);
    await expectRemotePageInChrome(page, 'reader/StoryPage');
  });

  test('/blog-management -> editor/BlogManagementPage (signed in)', async ({ page, signInAs }) => {
    await signInAs('editor');
    await page.goto('/blog-management');
    await expectRemotePageInChrome(page, 'editor/BlogManagementPage');
  });

  test('/admin -> admin/AdminDashboardPage (admin)', async ({ page, signInAs }) => {
    await signInAs('admin');
    await page.goto('/admin');
    await expectRemotePageInChrome(page, 'admin/AdminDashboardPage');
  });

  test('an unknown path is the shell 404, with no remote involved', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect(page.locator('[data-remote-module]')).toHaveCount(0);
  });

  test('home renders in the mobile layout too @mobile', async ({ page }) => {
    await page.goto('/');
    await expectRemotePageInChrome(page, 'reader/HomePage');
  });
});
