import type { Page } from '@playwright/test';
import { e2eAdminSupabase } from '../../support/supabase.ts';
import { expect, test } from '../../support/fixtures.ts';
import { dashboard, dashboardViolations, openDashboard, toast, uniqueSuffix } from './support/adminSupport.ts';

test.describe.configure({ timeout: 150_000 });

const MB = 1024 * 1024;
// A real (tiny) PNG: the dashboard checks a file's first bytes, not only its name and type.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const INVALID_TYPE = 'Invalid file type. Only JPEG, JPG, PNG, and WebP images are allowed.';
const TOO_LARGE = 'File size too large. Maximum size is 5MB.';

/** The newest active ad of a position, as the home page shows it. */
function homeSlot(page: Page, position: string) {
  return page.locator(`[data-ad-position="${position}"]`);
}

function imageInput(page: Page) {
  return dashboard(page)
    .getByLabel(/^Image/)
    .first();
}

test.describe('admin: custom advertisements', () => {
  test('creates an ad with an uploaded image, sees it on the home page in its position, switches it off, edits it in place', async ({
    page,
    browser,
    signInAs,
  }) => {
    const title = `E2E Ad ${uniqueSuffix()}`;
    const reader = await (await browser.newContext()).newPage();
    try {
      await signInAs('admin');
      await openDashboard(page, 'ads');
      const area = dashboard(page);
      const create = area.getByRole('button', { name: 'Create Advertisement' });
      await expect(create).toBeDisabled();
      await expect(create).toHaveAccessibleDescription('Title is required Image is required');

      await area.getByLabel('Title').first().fill(title);
      await area.getByLabel('Position').first().selectOption('top-sidebar');
      await expect(area.getByLabel('Position').first()).toContainText('Top sidebar (300x250, 336x280)');
      await area.getByLabel('Link URL').first().fill('https://shop.example/e2e');
      await expect(create).toHaveAccessibleDescription('Image is required');
      await imageInput(page).setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
      await expect(area.getByText('Image uploaded.')).toBeVisible();
      await expect(
        area.getByRole('figure', { name: 'Preview in the top sidebar slot' }).getByRole('img'),
      ).toHaveAttribute('src', /\/storage\/v1\/object\/public\/blog-images\//);
      expect(await dashboardViolations(page)).toEqual([]);
      await create.click();
      await expect(toast(page, 'Advertisement created successfully')).toBeVisible();
      const row = area.getByRole('article', { name: title });
      await expect(row.getByText('Active', { exact: true })).toBeVisible();

      await reader.goto('/');
      await expect(homeSlot(reader, 'top-sidebar').getByRole('img', { name: title })).toBeVisible();
      await expect(homeSlot(reader, 'top-sidebar').getByRole('link')).toHaveAttribute(
        'href',
        'https://shop.example/e2e',
      );

      await row.getByRole('switch', { name: /^Active/ }).click();
      await expect(toast(page, 'Ad status updated')).toBeVisible();
      await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
      await reader.reload();
      await expect(homeSlot(reader, 'top-sidebar')).toBeVisible();
      await expect(reader.getByRole('img', { name: title })).toHaveCount(0);

      await row.getByRole('switch', { name: /^Active/ }).click();
      await expect(row.getByText('Active', { exact: true })).toBeVisible();
      await row.getByRole('button', { name: 'Edit' }).click();
      const editor = area.getByRole('form', { name: `Edit ${title}` });
      await editor.getByLabel('Title').fill(`${title} (edited)`);
      await editor.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Ad updated')).toBeVisible();
      const edited = area.getByRole('article', { name: `${title} (edited)` });
      await expect(edited.getByRole('button', { name: 'Edit' })).toBeFocused();
      await reader.reload();
      await expect(homeSlot(reader, 'top-sidebar').getByRole('img', { name: `${title} (edited)` })).toBeVisible();

      await edited.getByRole('button', { name: 'Delete' }).click();
      await page
        .getByRole('alertdialog', { name: 'Delete this advertisement?' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expect(toast(page, 'Ad deleted')).toBeVisible();
      await expect(edited).toHaveCount(0);
    } finally {
      await reader.context().close();
      await e2eAdminSupabase().from('advertisements').delete().like('title', `${title}%`);
    }
  });

  test('refuses a wrong file type, a text file renamed .png and a 6 MB file with the product messages', async ({
    page,
    signInAs,
  }) => {
    await signInAs('admin');
    await openDashboard(page, 'ads');
    const area = dashboard(page);
    await imageInput(page).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(area.getByRole('alert')).toHaveText(INVALID_TYPE);
    await imageInput(page).setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<script>alert(1)</script> not a picture'),
    });
    await expect(area.getByRole('alert')).toHaveText(INVALID_TYPE);
    await imageInput(page).setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * MB) });
    await expect(area.getByRole('alert')).toHaveText(TOO_LARGE);
    await expect(area.getByRole('button', { name: 'Create Advertisement' })).toBeDisabled();
  });

  test('shows upload progress and cancels an upload', async ({ page, signInAs }) => {
    // Hold the upload so its progress bar and Cancel can be seen (no timing is asserted).
    await page.route('**/storage/v1/object/blog-images/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      await route.continue().catch(() => undefined);
    });
    await signInAs('admin');
    await openDashboard(page, 'ads');
    const area = dashboard(page);
    await imageInput(page).setInputFiles({ name: 'slow.png', mimeType: 'image/png', buffer: PNG });
    await expect(area.getByRole('progressbar', { name: 'Uploading image' })).toBeVisible();
    await area.getByRole('button', { name: 'Cancel upload' }).click();
    await expect(area.getByText('Upload cancelled.')).toBeVisible();
    await expect(area.getByRole('button', { name: 'Create Advertisement' })).toBeDisabled();
  });

  test('refuses a javascript: link with a clear message', async ({ page, signInAs }) => {
    await signInAs('admin');
    await openDashboard(page, 'ads');
    const area = dashboard(page);
    await area.getByLabel('Title').first().fill('Hostile link');
    await imageInput(page).setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
    await expect(area.getByText('Image uploaded.')).toBeVisible();
    await area.getByLabel('Link URL').first().fill('javascript:alert(document.cookie)');
    await area.getByRole('button', { name: 'Create Advertisement' }).click();
    await expect(
      area.getByText('Link must be an http:// or https:// address, or a path on this site such as /advertise'),
    ).toBeVisible();
    const { count } = await e2eAdminSupabase()
      .from('advertisements')
      .select('id', { count: 'exact', head: true })
      .eq('title', 'Hostile link');
    expect(count).toBe(0);
  });
});
