import { blockingViolations } from '../../support/axe.ts';
import { expect, test } from '../../support/fixtures.ts';
import { e2eAdminSupabase } from '../../support/supabase.ts';
import {
  fillStory,
  openConsole,
  openConsoleTab,
  pngImage,
  storyForm,
  toast,
  uniqueTitle,
} from './support/editorSupport.ts';

test.describe.configure({ timeout: 180_000 });

/** The story's saved image and credit, read behind the UI's back. */
async function storyImage(title: string) {
  const { data, error } = await e2eAdminSupabase()
    .from('news_stories')
    .select('image_url, image_author')
    .eq('title', title)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data;
}

test('media library (decision 199): an upload is listed, its credit edited, reused in another story, and its deletion refused while used', async ({
  page,
  signInAs,
}) => {
  const first = uniqueTitle('Library first use');
  const second = uniqueTitle('Library second use');
  const credit = uniqueTitle('Chronicle Photo');
  const alt = uniqueTitle('A red square at the harbour');
  await signInAs('editor');

  // An upload in a story registers the image.
  await openConsole(page, '?tab=stories&story=new');
  await fillStory(page, { title: first });
  let form = storyForm(page);
  await form.getByLabel('Image', { exact: true }).setInputFiles({
    name: 'harbour.png',
    mimeType: 'image/png',
    buffer: pngImage(64, 36, [20, 90, 160]),
  });
  await expect(form.getByText('Image uploaded.')).toBeVisible();
  const url = await form.getByLabel('Image URL').inputValue();
  const file = url.split('/').pop() ?? '';
  await form.getByLabel('Image alt text').fill('A harbour');
  await form.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText('Story saved successfully!')).toBeVisible();

  // Found in the Media tab by its file name; its texts edited in one place.
  await openConsoleTab(page, 'media', 'Media');
  await page.getByRole('searchbox', { name: 'Search images' }).fill(file.replace(/\.png$/, ''));
  const images = page.getByRole('list', { name: 'Images' });
  await expect(images.getByRole('listitem')).toHaveCount(1);
  await expect(images).toContainText('Used once');
  await images.getByRole('button', { name: `Edit ${file}` }).click();
  let details = page.getByRole('dialog', { name: 'Image details' });
  await details.getByRole('textbox', { name: 'Alt text' }).fill(alt);
  await details.getByRole('textbox', { name: 'Credit' }).fill(credit);
  expect(await blockingViolations(page, 'dialog[open]')).toEqual([]);
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(toast(page, 'Image details saved')).toBeVisible();
  await expect(images).toContainText(`Credit: ${credit}`);

  // Reused in another story from the library, nothing uploaded.
  await openConsole(page, '?tab=stories&story=new');
  await fillStory(page, { title: second });
  form = storyForm(page);
  await form.getByRole('button', { name: 'Choose from library' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose from library' });
  await chooser.getByRole('searchbox', { name: 'Search images' }).fill(file.replace(/\.png$/, ''));
  await chooser.getByRole('button', { name: `Choose ${alt}` }).click();
  await expect(chooser).toBeHidden();
  await expect(form.getByLabel('Image URL')).toHaveValue(url);
  await expect(form.getByLabel('Photographer')).toHaveValue(credit);
  await form.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText('Story saved successfully!')).toBeVisible();
  expect(await storyImage(second)).toEqual({ image_url: url, image_author: credit });

  // Deleting it is refused, with the two stories that use it.
  await openConsoleTab(page, 'media', 'Media');
  await page.getByRole('searchbox', { name: 'Search images' }).fill(credit);
  await expect(images).toContainText('Used 2 times');
  await images.getByRole('button', { name: `Edit ${alt}` }).click();
  details = page.getByRole('dialog', { name: 'Image details' });
  const uses = details.getByRole('region', { name: 'Where this image is used' });
  await expect(uses.getByRole('link', { name: first })).toBeVisible();
  await expect(uses.getByRole('link', { name: second })).toBeVisible();
  await details.getByRole('button', { name: 'Delete image' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this image?' })
    .getByRole('button', { name: 'Delete image' })
    .click();
  await expect(details.getByRole('alert')).toHaveText(
    'Not deleted: This image is in use (2 places); remove it from them first.',
  );
  expect(await blockingViolations(page, 'dialog[open]')).toEqual([]);
  expect((await fetch(url)).status).toBe(200);
});
