import { blockingViolations } from '../../support/axe.ts';
import { expect, test } from '../../support/fixtures.ts';
import { e2eAdminSupabase } from '../../support/supabase.ts';
import { clientAs, openConsoleTab, pngImage, toast, uniqueTitle } from './support/editorSupport.ts';

test.describe.configure({ timeout: 120_000 });

test.describe('Advertisements tab', () => {
  test('an editor who is not an admin sees the ads read-only, and the database refuses their writes', async ({
    page,
    signInAs,
  }) => {
    await signInAs('editor');
    await openConsoleTab(page, 'ads', 'Advertisements');
    const panel = page.getByRole('tabpanel', { name: 'Advertisements' });
    await expect(panel.getByRole('note')).toContainText('Advertisements are managed by administrators.');
    await expect(panel.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(panel.getByRole('button')).toHaveCount(0);
    await expect(panel.getByRole('textbox')).toHaveCount(0);
    expect(await blockingViolations(page, 'main')).toEqual([]);

    // Hiding the form is a courtesy: the editor's own session cannot write ads either.
    const editor = await clientAs('editor');
    const insert = await editor
      .from('advertisements')
      .insert({ title: uniqueTitle('Sneaky'), image_url: 'https://cdn.example/x.png', position: 'sidebar' });
    expect(insert.error?.code).toBe('42501');
    await editor.auth.signOut({ scope: 'local' });
  });

  test('an admin creates an ad with an uploaded image, switches it off and deletes it', async ({ page, signInAs }) => {
    const title = uniqueTitle('E2E Kopje Coffee');
    await signInAs('admin');
    await openConsoleTab(page, 'ads', 'Advertisements');
    const form = page.getByRole('form', { name: 'New advertisement' });
    const create = form.getByRole('button', { name: 'Create advertisement' });
    await expect(form.getByLabel('Position')).toHaveValue('sidebar');
    await expect(form.getByLabel('Position').locator('option')).toHaveText(['Sidebar', 'Footer', 'Inline']);
    await expect(create).toBeDisabled();

    await form.getByLabel('Title *').fill(title);
    await expect(create).toBeDisabled();
    await form
      .getByLabel('Image *')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await expect(form.getByText('Please select an image file')).toBeVisible();
    await form
      .getByLabel('Image *')
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: pngImage(300, 250) });
    await expect(form.getByText('Image uploaded.')).toBeVisible();
    await form.getByLabel('Link URL').fill('javascript:alert(1)');
    await create.click();
    await expect(
      form.getByText('Link must be an http:// or https:// address, or a path on this site such as /advertise'),
    ).toBeVisible();
    await form.getByLabel('Link URL').fill('https://kopje.example/e2e');
    await expect(create).toBeEnabled();
    expect(await blockingViolations(page, 'main')).toEqual([]);
    await create.click();
    await expect(toast(page, 'Advertisement created successfully')).toBeVisible();
    await expect(form.getByLabel('Title *')).toHaveValue('');

    const { data: row } = await e2eAdminSupabase()
      .from('advertisements')
      .select('id, image_url, link_url, position, is_active')
      .eq('title', title)
      .single();
    expect(row).toMatchObject({ link_url: 'https://kopje.example/e2e', position: 'sidebar', is_active: true });
    expect(row?.image_url).toMatch(/\/storage\/v1\/object\/public\/blog-images\/.+\.png$/);

    const item = page.locator('[data-ad-id]').filter({ hasText: title });
    await expect(item.getByRole('img')).toHaveAttribute('src', row?.image_url as string);
    await item.getByRole('button', { name: `Deactivate ${title}` }).click();
    await expect(toast(page, 'Ad status updated')).toBeVisible();
    await expect(item.getByText('Inactive')).toBeVisible();

    await item.getByRole('button', { name: `Delete ${title}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete advertisement?' })
      .getByRole('button', { name: 'Delete advertisement' })
      .click();
    await expect(toast(page, 'Ad deleted')).toBeVisible();
    await expect(item).toHaveCount(0);
  });
});
