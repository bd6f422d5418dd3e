import { readFile } from 'node:fs/promises';
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

/** A `datetime-local` value `minutes` from now, in the browser's (the machine's) time zone. */
function localInput(minutes: number): string {
  const date = new Date(Date.now() + minutes * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

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

  test("chooses the ad's image from the media library (decision 199); the image then lists the ad among its uses", async ({
    page,
    signInAs,
  }) => {
    const suffix = uniqueSuffix();
    const title = `E2E Library Ad ${suffix}`;
    const alt = `Library banner ${suffix}`;
    const path = `e2e/library-ad-${suffix}.png`;
    const admin = e2eAdminSupabase();
    try {
      // An image already in the library (the storage trigger registers it), described there.
      expect(
        (await admin.storage.from('blog-images').upload(path, PNG, { contentType: 'image/png' })).error,
      ).toBeNull();
      expect((await admin.from('media_assets').update({ alt_text: alt }).eq('storage_path', path)).error).toBeNull();

      await signInAs('admin');
      await openDashboard(page, 'ads');
      const area = dashboard(page);
      await area.getByLabel('Title').first().fill(title);
      // The editor console's chooser, loaded from the editor remote.
      await area.getByRole('button', { name: 'Choose from library' }).first().click();
      const chooser = page.getByRole('dialog', { name: 'Choose from library' });
      await chooser.getByRole('searchbox', { name: 'Search images' }).fill(suffix);
      await chooser.getByRole('button', { name: `Choose ${alt}` }).click();
      await expect(chooser).toBeHidden();
      await expect(area.getByRole('figure', { name: /^Preview in the/ }).getByRole('img')).toHaveAttribute(
        'src',
        new RegExp(`blog-images/${path}`),
      );
      expect(await dashboardViolations(page)).toEqual([]);
      await area.getByRole('button', { name: 'Create Advertisement' }).click();
      await expect(toast(page, 'Advertisement created successfully')).toBeVisible();

      // The image's uses, in the console's Media tab, name the ad.
      await page.goto('/blog-management?tab=media');
      await page.getByRole('searchbox', { name: 'Search images' }).fill(suffix);
      await page
        .getByRole('list', { name: 'Images' })
        .getByRole('button', { name: `Edit ${alt}` })
        .click();
      const uses = page
        .getByRole('dialog', { name: 'Image details' })
        .getByRole('region', { name: 'Where this image is used' });
      await expect(uses).toContainText(title);
    } finally {
      await admin.from('advertisements').delete().eq('title', title);
      await admin.storage.from('blog-images').remove([path]);
    }
  });

  test('runs a campaign: a window and an edition, shown only on that front, an impression and a click in the report and the CSV', async ({
    page,
    browser,
    signInAs,
  }) => {
    const title = `E2E Campaign ${uniqueSuffix()}`;
    // A browser's user agent: the headless one is a bot by the counting rules (decision 187).
    const reader = await (
      await browser.newContext({
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      })
    ).newPage();
    try {
      await signInAs('admin');
      await openDashboard(page, 'ads');
      const area = dashboard(page);
      await area.getByLabel('Title').first().fill(title);
      await area.getByLabel('Position').first().selectOption('top-sidebar');
      await area.getByLabel('Link URL').first().fill('/advertise');
      await imageInput(page).setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
      await expect(area.getByText('Image uploaded.')).toBeVisible();
      await area.getByLabel('Starts').first().fill(localInput(-60));
      await area.getByLabel('Ends').first().fill(localInput(-120));
      await area.getByRole('button', { name: 'Create Advertisement' }).click();
      await expect(area.getByText('The end must be after the start')).toBeVisible();
      await area
        .getByLabel('Ends')
        .first()
        .fill(localInput(2 * 24 * 60));
      await area.getByRole('checkbox', { name: 'Zimbabwe', exact: true }).first().check();
      expect(await dashboardViolations(page)).toEqual([]);
      await area.getByRole('button', { name: 'Create Advertisement' }).click();
      await expect(toast(page, 'Advertisement created successfully')).toBeVisible();
      const row = area.getByRole('article', { name: title });
      await expect(row.getByText(/; Zimbabwe$/)).toBeVisible();

      const { data: created } = await e2eAdminSupabase()
        .from('advertisements')
        .select('id')
        .eq('title', title)
        .single();
      /** This ad's event of `kind` (the page counts its other ads too). */
      const counted = (kind: string) =>
        reader.waitForResponse((response) => {
          const sent = response.request().postDataJSON() as { ad_id?: string; kind?: string } | null;
          return response.url().includes('/rpc/record_ad_event') && sent?.ad_id === created?.id && sent?.kind === kind;
        });
      await reader.goto('/uk');
      await expect(homeSlot(reader, 'top-sidebar').getByRole('img', { name: title })).toHaveCount(0);
      const impression = counted('impression');
      await reader.goto('/zimbabwe');
      const ad = homeSlot(reader, 'top-sidebar').getByRole('link', { name: title });
      await expect(ad).toBeVisible();
      // Counted once half of it is on screen, as a reader scrolls to it.
      await ad.scrollIntoViewIfNeeded();
      expect(await (await impression).json()).toBe(true);
      const click = counted('click');
      const opened = reader.waitForEvent('popup');
      await ad.click();
      expect(await (await click).json()).toBe(true);
      await (await opened).close();

      await row.getByText('Report').click();
      const total = row.getByRole('table').getByRole('row').last();
      await expect(total).toHaveText('Campaign total11100.00%');
      const download = page.waitForEvent('download');
      await row.getByRole('button', { name: 'Download CSV' }).click();
      const csv = await readFile((await (await download).path())!, 'utf8');
      expect(csv).toMatch(new RegExp(`^"${title}",\\d{4}-\\d{2}-\\d{2},"top-sidebar",1,1,100\\.00\\r$`, 'm'));
    } finally {
      await reader.context().close();
      await e2eAdminSupabase().from('advertisements').delete().eq('title', title);
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
