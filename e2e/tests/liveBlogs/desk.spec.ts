import { expect, test } from '../../support/fixtures.ts';
import { blockingViolations } from '../../support/axe.ts';
import { openConsole, pngImage, signedInPage } from '../editor/support/editorSupport.ts';
import { addLiveStory, clientAs, uniqueTitle } from './liveBlogSupport.ts';

test.describe.configure({ timeout: 150_000 });

test('the live desk: post with Ctrl+Enter to an open reader page, key event, pin, edit conflict, delete, end', async ({
  browser,
}) => {
  const story = await addLiveStory(uniqueTitle('Desk story'));
  const editor = await signedInPage(browser, 'editor');
  const admin = await signedInPage(browser, 'admin');
  const reader = await signedInPage(browser, null);
  await reader.goto(`/story/${story.id}`);
  await expect(reader.getByTestId('live-blog')).toBeVisible();

  for (const page of [editor, admin]) {
    await openConsole(page, '?tab=live');
    await page.getByLabel('Story', { exact: true }).selectOption({ label: `${story.title} (live)` });
    await expect(page.getByRole('heading', { name: story.title })).toBeVisible();
  }
  const box = editor.getByLabel('Update', { exact: true });

  // An empty post is refused with a message; nothing is sent.
  await box.press('Control+Enter');
  await expect(editor.getByRole('alert')).toHaveText('Please write the update first.');

  await box.fill('Water levels are falling at last.');
  const sent = Date.now();
  await box.press('Control+Enter');
  await expect(reader.getByText('Water levels are falling at last.')).toBeVisible();
  console.log(`[live blog] desk post shown on an open reader page after ${Date.now() - sent} ms (shared machine)`);
  await expect(box).toHaveText('');
  await expect(box).toBeFocused();
  // The other editor's desk shows it too, live.
  await expect(admin.getByText('Water levels are falling at last.')).toBeVisible();

  // The update is a small document editor: **…** makes bold, Ctrl+K links the selected words.
  await editor.keyboard.type('Roads are **closed** north of town: see the map');
  for (let step = 0; step < 'the map'.length; step += 1) await editor.keyboard.press('Shift+ArrowLeft');
  await editor.keyboard.press('ControlOrMeta+K');
  const linkDialog = editor.getByRole('dialog', { name: 'Add link' });
  await linkDialog.getByLabel('Link address').fill('https://example.org/roads');
  await linkDialog.getByRole('button', { name: 'Apply link' }).click();
  await expect(box.getByRole('link', { name: 'the map' })).toBeVisible();
  await box.press('ControlOrMeta+Enter');
  const formatted = reader.getByTestId('live-post').filter({ hasText: 'north of town' });
  await expect(formatted.locator('strong')).toHaveText('closed');
  await expect(formatted.getByRole('link', { name: 'the map' })).toHaveAttribute('href', 'https://example.org/roads');
  // Its text, what feeds and search read, keeps the link in the posts' older syntax.
  const { data: stored } = await (
    await clientAs('editor')
  )
    .from('live_posts')
    .select('body')
    .eq('story_id', story.id)
    .like('body', '%north of town%')
    .single();
  expect(stored?.body).toBe('Roads are closed north of town: see [the map](https://example.org/roads)');

  // An image: the consoles' upload rules and progress bar; it posts only with its alt text.
  const picker = editor.getByLabel('Image (optional)', { exact: true });
  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(editor.getByText('Invalid file type. Only JPEG, JPG, PNG, and WebP images are allowed.')).toBeVisible();
  let releaseUpload = () => {};
  const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
  await editor.route('**/storage/v1/object/blog-images/**', async (route) => {
    await uploadHeld;
    await route.continue();
  });
  await box.fill('The bridge this morning.');
  await picker.setInputFiles({ name: 'bridge.png', mimeType: 'image/png', buffer: pngImage() });
  await expect(editor.getByRole('progressbar', { name: 'Uploading image (optional)' })).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Post update' })).toBeDisabled();
  releaseUpload();
  await expect(editor.getByText('Image uploaded.')).toBeVisible();
  await box.press('Control+Enter');
  await expect(editor.getByRole('alert')).toHaveText('Describe the image for readers who cannot see it (alt text).');
  await expect(editor.getByLabel('Image alt text *')).toBeFocused();
  await editor.getByLabel('Image alt text *').fill('Flood water under the town bridge');
  await editor.getByLabel('Image alt text *').press('Control+Enter');
  const imagePost = reader.getByTestId('live-post').filter({ hasText: 'The bridge this morning.' });
  const image = imagePost.getByRole('img', { name: 'Flood water under the town bridge' });
  // Images load as they near the viewport: the reader scrolls to the post.
  await imagePost.scrollIntoViewIfNeeded();
  await expect(image).toBeVisible();
  // The reader asks for the upload sized for the screen (image transformations, decision 153).
  expect(await image.getAttribute('src')).toMatch(
    /\/storage\/v1\/render\/image\/public\/blog-images\/[0-9a-f-]{36}\.png\?width=\d+/,
  );
  await expect(box).toHaveText('');
  await expect(editor.getByLabel('Image alt text *')).toHaveCount(0);

  // A key event with a headline, then pinned.
  await editor.getByLabel('Headline (optional)').fill('Evacuation order lifted');
  await box.fill('Residents may return from 6pm.');
  await editor.getByLabel('Key event', { exact: true }).check();
  await editor.getByRole('button', { name: 'Post update' }).click();
  await expect(
    reader.getByRole('navigation', { name: 'Key events' }).getByRole('link', { name: /Evacuation order lifted/ }),
  ).toBeVisible();
  await editor.getByRole('button', { name: 'Pin Evacuation order lifted' }).click();
  await expect(reader.getByTestId('live-post').first()).toHaveAttribute('data-pinned', 'true');
  await expect(reader.getByTestId('live-post').first()).toContainText('Residents may return from 6pm.');

  // Two editors edit one post: the later save is refused and keeps its text.
  const postId = await editor
    .getByRole('listitem', { name: /Post \d\d:\d\d/ })
    .filter({ hasText: 'Water levels' })
    .getAttribute('data-post-id');
  // By id: while a post is being edited its text is in a box, not on the row.
  const post = (page: typeof editor) => page.locator(`[data-post-id="${postId}"]`);
  await post(editor).getByRole('button', { name: /^Edit/ }).click();
  await post(admin).getByRole('button', { name: /^Edit/ }).click();
  await post(admin).getByRole('textbox').fill('Water levels are falling (admin).');
  await post(admin).getByRole('button', { name: /^Save/ }).click();
  await expect(reader.getByText('Water levels are falling (admin).')).toBeVisible();
  await post(editor).getByRole('textbox').fill('My late correction.');
  await post(editor).getByRole('button', { name: /^Save/ }).click();
  await expect(post(editor).getByRole('alert')).toContainText('changed by someone else');
  await expect(post(editor).getByRole('textbox')).toHaveText('My late correction.');

  expect(await blockingViolations(editor, 'section[aria-labelledby="live-desk-title"]')).toEqual([]);

  // Delete asks first.
  await post(admin)
    .getByRole('button', { name: /^Delete/ })
    .click();
  await admin.getByRole('alertdialog', { name: 'Delete post?' }).getByRole('button', { name: 'Delete post' }).click();
  await expect(reader.getByText('Water levels are falling (admin).')).toHaveCount(0);

  // Ending the blog: readers see it has ended (on their next load); the desk stops posting.
  await editor.getByRole('button', { name: 'End live blog' }).click();
  await expect(editor.getByRole('button', { name: 'Resume live blog' })).toBeVisible();
  await expect(editor.getByLabel('Update', { exact: true })).toHaveCount(0);
  await reader.reload();
  await expect(reader.getByText('This live blog has ended')).toBeVisible();
  const late = await (await clientAs('editor')).from('live_posts').insert({ story_id: story.id, body: 'Too late.' });
  expect(late.error?.code).toBe('42501');
  // Turning it live again brings the posting box back.
  await editor.getByRole('button', { name: 'Resume live blog' }).click();
  await expect(editor.getByRole('button', { name: 'End live blog' })).toBeVisible();
  await expect(editor.getByLabel('Update', { exact: true })).toBeVisible();

  for (const page of [editor, admin, reader]) await page.context().close();
});
