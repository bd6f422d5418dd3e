import { expect, test } from '../../support/fixtures.ts';
import { e2eAdminSupabase } from '../../support/supabase.ts';
import { openConsole, pngImage, uniqueTitle } from './support/editorSupport.ts';

test.describe.configure({ timeout: 120_000 });

test('photo essays: every field is required, then one is published with an uploaded photo', async ({
  page,
  signInAs,
}) => {
  const title = uniqueTitle('Dawn over the river');
  await signInAs('editor');
  await openConsole(page, '?tab=essays');
  await page.getByRole('button', { name: 'New photo essay' }).click();
  const form = page.getByRole('form', { name: 'New photo essay' });
  await form.getByRole('button', { name: 'Publish now' }).click();
  for (const message of [
    'Title is required',
    'Caption is required',
    'Photographer is required',
    'Photo is required',
    'Alt text is required',
  ]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }

  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Caption').fill('Mist rising at first light.');
  await form.getByLabel('Photographer').fill('E2E Photographer');
  await form.getByLabel('Type').selectOption('week');
  await form
    .getByLabel('Photo *', { exact: true })
    .setInputFiles({ name: 'dawn.png', mimeType: 'image/png', buffer: pngImage() });
  await expect(form.getByText('Image uploaded.')).toBeVisible();
  await form.getByLabel('Alt text').fill('Mist over a river at dawn');
  await form.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Photo essay saved successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();

  const { data } = await e2eAdminSupabase()
    .from('photo_essays')
    .select('status, type, image_url')
    .eq('title', title)
    .single();
  expect(data).toMatchObject({ status: 'published', type: 'week' });
  expect(String(data?.image_url)).toMatch(/\/blog-images\//);
});
