import { e2eAdminSupabase } from '../../support/supabase.ts';
import { expect, test, waitForRemoteArea } from '../../support/fixtures.ts';
import { blockingViolations, openReaderPage } from './support/readerSupport.ts';

test.describe.configure({ timeout: 90_000 });

test.describe('contact page', () => {
  test('shows the contact details and requires every field', async ({ page }) => {
    await openReaderPage(page, '/contact');
    await expect(page.getByRole('link', { name: 'newsroom@dailychronicle.example' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^\+44/ })).toBeVisible();
    await expect(page.locator('address')).toContainText('London');
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await page.getByLabel('Name').fill('Ann');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields.');
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('sends a message through the contact function', async ({ page }) => {
    await openReaderPage(page, '/contact');
    await page.getByLabel('Name').fill('E2E Reader');
    await page.getByLabel('Email').fill(`reader-${Date.now()}@example.com`);
    await page.getByLabel('Message').fill('Hello from the end-to-end suite.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Message sent successfully!' })).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');
  });

  test('keeps what a reader typed into the server-rendered form before the page hydrated', async ({ page }) => {
    // The page's scripts wait until the reader has typed into the server's HTML.
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js(\?|$)/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/contact', { waitUntil: 'commit' });
    await page.getByLabel('Name').fill('Typed Early');
    release();
    await waitForRemoteArea(page, 'reader');

    await page.getByLabel('Email').fill(`early-${Date.now()}@example.com`);
    await page.getByLabel('Message').fill('Typed while the page was still loading.');
    await expect(page.getByLabel('Name')).toHaveValue('Typed Early');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Message sent successfully!' })).toBeVisible();
  });

  test("shows the server's error, and the generic text on a network failure", async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: '{"error":"Invalid email address"}' }),
    );
    await openReaderPage(page, '/contact');
    await page.getByLabel('Name').fill('Ann');
    await page.getByLabel('Email').fill('ann@example.com');
    await page.getByLabel('Message').fill('Hi');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to send message. Invalid email address');

    await page.unroute('**/api/contact');
    await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to send message. Please try again.');
  });
});

test.describe('submit a story', () => {
  async function fill(page: import('@playwright/test').Page, title: string) {
    await page.getByLabel('Title *').fill(title);
    await page.getByLabel('What happened? *').fill('The market moved overnight.');
    await page.getByLabel('Your name', { exact: true }).fill('E2E Tipster');
    await page.getByLabel('How to contact you').fill('tipster@example.org');
    await page.getByLabel('Category *').selectOption('Feature');
  }

  test('requires the product fields', async ({ page }) => {
    await openReaderPage(page, '/submit-story');
    await page.getByLabel('Title *').fill('Only a title');
    await page.getByRole('button', { name: 'Submit Story' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields.');
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('stores the tip, thanks the reader and clears the form', async ({ page }) => {
    const title = `Tip ${Date.now()}`;
    await openReaderPage(page, '/submit-story');
    await fill(page, title);
    await page.getByRole('button', { name: 'Submit Story' }).click();
    await expect(page.getByRole('alert')).toContainText('Thank you for submitting your story!');
    await expect(page.getByLabel('Title *')).toHaveValue('');
    const { data } = await e2eAdminSupabase().from('story_tips').select('title, category, contact').eq('title', title);
    expect(data).toEqual([{ title, category: 'Feature', contact: 'tipster@example.org' }]);
  });

  test('says so when the tip cannot be stored, and to wait when it is over the limit', async ({ page }) => {
    await page.route('**/rest/v1/story_tips**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await openReaderPage(page, '/submit-story');
    await fill(page, 'Will fail');
    await page.getByRole('button', { name: 'Submit Story' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'There was an error submitting your story. Please try again later.',
    );
    await expect(page.getByLabel('Title *')).toHaveValue('Will fail');

    // Over the request limit: the database's own 429 answer (docs/product/security.md#request-limits).
    const limit = 'Too many story tips from your connection. Please try again later.';
    await page.unroute('**/rest/v1/story_tips**');
    await page.route('**/rest/v1/story_tips**', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '3599' },
        contentType: 'application/json',
        body: JSON.stringify({
          code: 'P0001',
          message: limit,
          details: 'Retry after 3599 seconds.',
          hint: 'rate_limited',
        }),
      }),
    );
    await page.getByRole('button', { name: 'Submit Story' }).click();
    await expect(page.getByRole('alert')).toHaveText(limit);
    await expect(page.getByLabel('Title *')).toHaveValue('Will fail');
  });
});
