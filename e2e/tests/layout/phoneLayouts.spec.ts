import type { Page } from '@playwright/test';
import { REMOTE_ROUTES } from '../../../shell/src/routes/routeTable.ts';
import { publishedStoryId } from '../../support/content.ts';
import { expect, test } from '../../support/fixtures.ts';
import { largestPublishedStoryId } from '../../support/liteBytes.ts';
import { expectFits, PHONE_WIDTHS, settle } from './support/layoutSupport.ts';

// Each test walks many pages at two widths on a busy two-core machine.
test.describe.configure({ timeout: 240_000 });

/** A seeded event (supabase/seed.sql). */
const SEEDED_EVENT = 'a6000000-0000-4000-8000-000000000001';

/**
 * The address each public route of the route table is visited at. A route added to the table
 * without an entry here fails the test, so no page escapes the check. /sitemap.xml is answered by
 * the server with XML (decision 092), never as a page on a phone.
 */
async function publicSamples(): Promise<Record<string, string | null>> {
  return {
    '/story/:id': `/story/${await publishedStoryId()}`,
    '/category/:slug': '/category/business-finance',
    // A seeded author (long name, role, bio) and topic.
    '/author/:slug': '/author/kudakwashe-sibanda',
    '/topic/:slug': '/topic/elections-2026',
    '/live-events/:id': `/live-events/${SEEDED_EVENT}`,
    // A link that opens nothing: its message page (a live link's page is the story page's layout).
    '/preview/:token': `/preview/${'x'.repeat(43)}`,
    '/sitemap.xml': null,
  };
}

/** Every public page: the route table's, then the shell's own (sign-in, subscribe, alerts, 404). */
async function publicPaths(): Promise<string[]> {
  const samples = await publicSamples();
  const fromTable = REMOTE_ROUTES.filter((route) => route.access === 'public').map((route) => {
    const sample = route.path in samples ? samples[route.path] : route.path;
    if (sample === undefined || sample?.includes(':')) throw new Error(`no sample address for ${route.path}`);
    return sample;
  });
  return [
    ...fromTable.filter((path): path is string => path !== null),
    '/auth',
    '/subscribe',
    '/alerts',
    '/no-such-page',
    // The lite edition: the server's own pages, outside the route table (issue 55).
    '/lite',
    `/lite/story/${await largestPublishedStoryId()}`,
    '/lite/category/business-finance',
    '/lite/search?q=election',
    '/lite/corrections',
    '/lite/author/kudakwashe-sibanda',
    '/lite/topic/elections-2026',
    '/lite/newsletter',
  ];
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // A lite page has no shell (no script): its own header.
  const header = path.startsWith('/lite') ? page.getByRole('banner') : page.getByTestId('shell-header');
  await expect(header).toBeVisible();
  await settle(page);
}

/** Opens every tab of the page's tab list in turn and checks the page with each one open. */
async function checkEachTab(page: Page, tabList: string, width: number): Promise<number> {
  const tabs = page.getByRole('tablist', { name: tabList }).getByRole('tab');
  // The tabs come after the rights check; count() does not wait for them.
  await expect(tabs.first()).toBeVisible();
  const count = await tabs.count();
  for (let i = 0; i < count; i += 1) {
    const tab = tabs.nth(i);
    const name = (await tab.textContent())?.trim() ?? `tab ${i}`;
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await settle(page);
    await expectFits(page, width, `${tabList}: ${name}`);
  }
  return count;
}

test.describe('phone layouts: no page is wider than the phone', { tag: '@mobile-only' }, () => {
  // One load a page, measured at each width in turn: the layout follows a resize as it would a
  // phone's (media queries, and the components that watch the width), for half the page loads.
  test('every public page, as a visitor', async ({ page }) => {
    for (const path of await publicPaths()) {
      await page.setViewportSize({ width: PHONE_WIDTHS[0], height: 800 });
      await visit(page, path);
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await settle(page);
        await expectFits(page, width, path);
      }
    }
  });

  test('home, alerts and the console refusal, as a reader signed in without a role', async ({ page, signInAs }) => {
    await signInAs('reader');
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/', '/alerts', '/blog-management']) {
        await visit(page, path);
        await expectFits(page, width, `${path} (reader)`);
      }
    }
  });

  test('every tab of the editor console, as an editor', async ({ page, signInAs }) => {
    await signInAs('editor');
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await visit(page, '/blog-management');
      expect(await checkEachTab(page, 'Content to manage', width)).toBeGreaterThanOrEqual(6);
    }
  });

  test('every tab of the admin dashboard and of the console, as an admin', async ({ page, signInAs }) => {
    await signInAs('admin');
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      // Opened on its last tab, the strip scrolls to show that tab.
      await visit(page, '/admin?tab=health');
      await expect(page.getByRole('tab', { name: 'Site Health', selected: true })).toBeInViewport({ ratio: 1 });
      expect(await checkEachTab(page, 'Admin dashboard sections', width)).toBeGreaterThanOrEqual(6);
      await visit(page, '/blog-management');
      expect(await checkEachTab(page, 'Content to manage', width)).toBeGreaterThanOrEqual(6);
      await visit(page, '/');
      await expectFits(page, width, '/ (admin)');
    }
  });
});
