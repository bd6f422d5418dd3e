import { blockingViolations } from '../../support/axe.ts';
import { expect, test } from '../../support/fixtures.ts';
import { e2eAdminSupabase } from '../../support/supabase.ts';
import { openConsoleTab, signedInPage, toast, uniqueTitle } from './support/editorSupport.ts';

test.describe.configure({ timeout: 120_000 });

function feedForm(page: import('@playwright/test').Page) {
  return page.getByRole('form', { name: /^(New|Edit) live feed$/ });
}

test.describe('Live Feeds tab', () => {
  test('a feed added and edited in the console shows on an open home page; deactivated, it leaves', async ({
    page,
    browser,
    signInAs,
  }) => {
    const title = uniqueTitle('E2E wire <b>update</b>');
    const edited = `${title} (corrected)`;
    const reader = await signedInPage(browser, null);
    await reader.goto('/');
    const panel = reader.getByTestId('live-updates-sidebar');
    await expect(panel.getByRole('listitem').first()).toBeVisible();

    await signInAs('editor');
    await openConsoleTab(page, 'feeds', 'Live Feeds');
    await page.getByRole('button', { name: 'New live feed' }).click();
    const form = feedForm(page);
    await expect(form.getByRole('heading', { name: 'New live feed' })).toBeFocused();
    await expect(form.getByLabel('Category *')).toHaveValue('general');
    await form.getByLabel('Title *').fill(title);
    await form.getByLabel('URL *').fill('javascript:alert(1)');
    await form.getByLabel('Source *').fill('E2E Wire');
    await form.getByRole('button', { name: 'Add live feed' }).click();
    await expect(
      form.getByText('URL must be an http:// or https:// address, or a path on this site such as /story/…'),
    ).toBeVisible();
    await form.getByLabel('URL *').fill('https://wire.example/e2e');
    await form.getByLabel('Category *').selectOption('business');
    await form.getByRole('button', { name: 'Add live feed' }).click();
    await expect(toast(page, 'Live feed saved')).toBeVisible();

    // No reload on the reader's page: realtime brings it, as text (the markup is not interpreted).
    await expect(panel.getByRole('link', { name: title })).toHaveAttribute('href', 'https://wire.example/e2e');

    const row = page.locator('[data-feed-id]').filter({ hasText: title });
    await row.getByRole('button', { name: `Edit ${title}` }).click();
    await feedForm(page).getByLabel('Title *').fill(edited);
    await feedForm(page).getByRole('button', { name: 'Save changes' }).click();
    await expect(panel.getByRole('link', { name: edited })).toBeVisible();

    const editedRow = page.locator('[data-feed-id]').filter({ hasText: edited });
    await editedRow.getByRole('button', { name: `Deactivate ${edited}` }).click();
    await expect(editedRow.getByText('Inactive')).toBeVisible();
    await expect(panel.getByText(edited)).toHaveCount(0);

    await editedRow.getByRole('button', { name: `Delete ${edited}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete live feed?' });
    await expect(dialog).toContainText('Are you sure you want to delete this live feed?');
    await dialog.getByRole('button', { name: 'Delete live feed' }).click();
    await expect(editedRow).toHaveCount(0);
    const { data } = await e2eAdminSupabase().from('live_feeds').select('id').eq('title', edited);
    expect(data).toEqual([]);
    await reader.context().close();
  });

  test('a failed save keeps what was typed; list and form are axe-clean', async ({ page, signInAs }) => {
    await signInAs('editor');
    await openConsoleTab(page, 'feeds', 'Live Feeds');
    await expect(page.getByRole('heading', { level: 2, name: 'Live Feeds' })).toBeVisible();
    expect(await blockingViolations(page, 'main')).toEqual([]);

    await page.getByRole('button', { name: 'New live feed' }).click();
    const form = feedForm(page);
    await form.getByRole('button', { name: 'Add live feed' }).click();
    await expect(form.getByText('Title is required')).toBeVisible();
    expect(await blockingViolations(page, 'main')).toEqual([]);

    const title = uniqueTitle('Will not save');
    await form.getByLabel('Title *').fill(title);
    await form.getByLabel('URL *').fill('https://wire.example/fail');
    await form.getByLabel('Source *').fill('E2E Wire');
    await form.getByLabel('Description').fill('x'.repeat(2001));
    await form.getByRole('button', { name: 'Add live feed' }).click();
    await expect(form.getByText('Description must be 2,000 characters or fewer.')).toBeVisible();
    await form.getByLabel('Description').fill('Typed with care 🎉 مرحبا');

    await page.route('**/rest/v1/live_feeds**', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
        : route.fallback(),
    );
    await form.getByRole('button', { name: 'Add live feed' }).click();
    await expect(toast(page, 'Failed to save live feed')).toBeVisible();
    await expect(form.getByLabel('Title *')).toHaveValue(title);
    await expect(form.getByLabel('Description')).toHaveValue('Typed with care 🎉 مرحبا');
  });
});
