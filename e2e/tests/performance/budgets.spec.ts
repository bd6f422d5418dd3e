import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures.ts';
import { measurePage } from '../../support/pageMetrics.ts';
import { BUDGETS, DESKTOP, PHONE } from '../../support/profiles.ts';

// What CI keeps of the performance budgets: layout shift and the home page's JavaScript bytes,
// which do not depend on how fast the machine is. Times (LCP, TTFB) are reported by `npm run measure` and never asserted.
test.describe.configure({ timeout: 120_000 });

const leadStory = (page: Page) => page.getByTestId('featured-story').waitFor({ timeout: 60_000 });
const pageHeading = (page: Page) => page.locator('main h1').first().waitFor({ timeout: 60_000 });

const describeShifts = (shifts: { value: number; nodes: string[] }[]) =>
  shifts.map((shift) => `${shift.value.toFixed(4)} ${shift.nodes.join(', ')}`).join('\n');

test.describe('layout shift budget (CLS ≤ 0.002, cold cache)', () => {
  for (const profile of [PHONE, DESKTOP]) {
    test(`home page on ${profile.name}`, async ({ browser, baseURL }) => {
      const metrics = await measurePage(browser, new URL('/', baseURL).href, profile, { ready: leadStory });
      expect(metrics.cls, describeShifts(metrics.shifts)).toBeLessThanOrEqual(BUDGETS.clsMax);
      const gzipKb = metrics.jsGzipBytes / 1024;
      expect(gzipKb, `home page JS ${gzipKb.toFixed(1)} KB gzip`).toBeLessThanOrEqual(BUDGETS.homeJsGzipCeilingKb);
    });
  }

  test('a story and a category on phone', async ({ browser, baseURL, page }) => {
    await page.goto('/');
    const story = await page.locator('a[href^="/story/"]').first().getAttribute('href');
    for (const path of [story ?? '/', '/category/sports']) {
      const metrics = await measurePage(browser, new URL(path, baseURL).href, PHONE, { ready: pageHeading });
      expect(metrics.cls, `${path}\n${describeShifts(metrics.shifts)}`).toBeLessThanOrEqual(BUDGETS.clsMax);
    }
  });
});
