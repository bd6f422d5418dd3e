import type { Browser, Page } from '@playwright/test';
import { blockingViolations } from '../../support/axe.ts';
import { expect, test } from '../../support/fixtures.ts';
import { waitForMail } from '../../support/mail.ts';
import { authStorageKey, e2eAdminSupabase, e2eSupabase } from '../../support/supabase.ts';
import {
  addStory,
  clientAs,
  fillStory,
  openConsole,
  pngImage,
  signedInPage,
  storyForm,
  storyRow,
  toast,
  uniqueTitle,
} from './support/editorSupport.ts';

test.describe.configure({ timeout: 120_000 });

/** A fresh contributor (decision 183), signed in on a new page: the seeded accounts keep their roles. */
async function contributorPage(
  browser: Browser,
  email = `contributor-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`,
): Promise<Page> {
  const password = 'password123';
  const service = e2eAdminSupabase();
  const created = await service.auth.admin.createUser({ email, password, email_confirm: true });
  if (created.error || !created.data.user) throw new Error(`createUser failed: ${created.error?.message}`);
  const granted = await service.from('user_roles').insert({ user_id: created.data.user.id, role: 'contributor' });
  if (granted.error) throw new Error(`role grant failed: ${granted.error.message}`);
  const { data, error } = await e2eSupabase().auth.signInWithPassword({ email, password });
  if (error || !data.session) throw new Error(`sign-in failed: ${error?.message}`);
  const page = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    authStorageKey(),
    JSON.stringify(data.session),
  ] as const);
  return page;
}

/** Moves the open story through its Status control and waits for the answer. */
async function moveStory(page: Page, to: string, note = ''): Promise<void> {
  const status = storyForm(page).getByRole('region', { name: 'Status' });
  await status.getByLabel('Move to').selectOption({ label: to });
  await status.getByLabel('Note for the status log (optional)').fill(note);
  await status.getByRole('button', { name: 'Change status' }).click();
}

test.describe('stories in the editor console', () => {
  test('an editor writes a story with an uploaded image and readers see it on the home page', async ({
    page,
    signInAs,
    browser,
  }) => {
    const title = uniqueTitle('Uploaded image story');
    await signInAs('editor');
    await openConsole(page);
    await page.getByRole('button', { name: 'New story' }).click();
    await fillStory(page, { title });
    const form = storyForm(page);
    await form.getByLabel('Image', { exact: true }).setInputFiles({
      name: 'harbour.png',
      mimeType: 'image/png',
      buffer: pngImage(),
    });
    await expect(form.getByText('Image uploaded.')).toBeVisible();
    await expect(form.getByLabel('Image URL')).toHaveValue(
      /\/storage\/v1\/object\/public\/blog-images\/[0-9a-f-]{36}\.png$/,
    );
    await form.getByLabel('Image alt text').fill('A red square standing in for a harbour');
    // The focal point: a click on the preview, a quarter from the left and three quarters down.
    const preview = form.getByRole('button', { name: /Set the focal point of the image/ }).locator('img');
    // Measured once the image has loaded: before, the box is the alt text's and 75% down lands at 0%.
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalHeight > 0))
      .toBe(true);
    const box = (await preview.boundingBox())!;
    await preview.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } });
    await expect(form.getByText(/Focal point: 25% from the left, 75% from the top\./)).toBeVisible();
    await form.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByText('Story saved successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();

    const row = await storyRow({ title });
    expect(row?.status).toBe('published');
    const imageUrl = row?.image_url ?? '';
    expect((await fetch(imageUrl)).status).toBe(200);
    expect(row?.image_focal_x).toBeCloseTo(0.25, 1);
    expect(row?.image_focal_y).toBeCloseTo(0.75, 1);

    const reader = await signedInPage(browser, null);
    await reader.goto('/');
    const card = reader.getByText(title).first();
    await expect(card).toBeVisible();
    // Card images load when scrolled into view.
    await card.scrollIntoViewIfNeeded();
    // A transformed variant, resized only, cropped by the browser at the focal point.
    const variant = reader.locator(
      `img[src^="${imageUrl.replace('/object/public/', '/render/image/public/')}?width="]`,
    );
    await expect(variant.first()).toBeVisible();
    await expect(variant.first()).toHaveCSS('object-position', /^2[4-6](\.\d+)?% 7[4-6](\.\d+)?%$/);

    // Its link preview: the 1200 x 630 card crop around the focal point, made by the shell (decision 205).
    await reader.goto(`/story/${row!.id}`);
    const ogImage = reader.locator('meta[property="og:image"]');
    await expect(ogImage).toHaveAttribute('content', /\/social-image\/[0-9a-f-]{36}\.png\?x=0\.2\d*&y=0\.7\d*$/);
    await expect(reader.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
    await expect(reader.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
    const shared = await reader.request.get((await ogImage.getAttribute('content'))!);
    expect(shared.status()).toBe(200);
    expect(shared.headers()['content-type']).toBe('image/jpeg');
    await reader.goto((await ogImage.getAttribute('content'))!);
    const size = await reader.locator('img').evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    expect(size).toEqual([1200, 630]);
    await reader.context().close();
  });

  test("a standfirst, search and social fields reach the story's page and head; an empty read time is worked out (decision 205)", async ({
    page,
    signInAs,
    browser,
  }) => {
    const title = uniqueTitle('Standfirst story');
    await signInAs('editor');
    await openConsole(page);
    await page.getByRole('button', { name: 'New story' }).click();
    await fillStory(page, { title, readTime: '' });
    const form = storyForm(page);
    await expect(form.getByLabel('Read time')).toHaveAttribute('placeholder', '1 min read (from the text)');
    await form.getByLabel('Standfirst').fill('The line under the headline, apart from the story.');
    await form.getByLabel('Search headline').fill('Search: standfirst story');
    await form.getByLabel('Social headline').fill('Shared: standfirst story');
    const preview = form.getByRole('region', { name: 'Search result preview' });
    await expect(preview).toContainText('Search: standfirst story | The Daily Chronicle');
    await expect(preview).toContainText('The line under the headline, apart from the story.');
    expect(await blockingViolations(page, 'form')).toEqual([]);
    await form.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByText('Story saved successfully!')).toBeVisible();

    const { data: row } = await e2eAdminSupabase()
      .from('news_stories')
      .select('id, read_time, read_time_auto, standfirst, seo_title, social_title')
      .eq('title', title)
      .single();
    expect(row).toMatchObject({
      read_time: '1 min read',
      read_time_auto: true,
      standfirst: 'The line under the headline, apart from the story.',
      seo_title: 'Search: standfirst story',
      social_title: 'Shared: standfirst story',
    });

    const reader = await signedInPage(browser, null);
    await reader.goto(`/story/${row!.id}`);
    await expect(reader.locator('main h1 + p.standfirst')).toHaveText(
      'The line under the headline, apart from the story.',
    );
    await expect(reader).toHaveTitle('Search: standfirst story | The Daily Chronicle');
    await expect(reader.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Shared: standfirst story');
    await expect(reader.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'The line under the headline, apart from the story.',
    );
    await reader.context().close();
  });

  test('a draft is saved, listed as a draft and invisible to anonymous readers', async ({ page, signInAs }) => {
    const title = uniqueTitle('Quiet draft');
    await signInAs('editor');
    await openConsole(page, '?tab=stories&story=new');
    const form = storyForm(page);
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Category').selectOption('Sports');
    await form.getByRole('button', { name: 'Save as draft' }).click();
    await expect(page.getByText('Story saved successfully!')).toBeVisible();
    await page.getByRole('button', { name: 'Drafts', exact: true }).click();
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();

    expect((await storyRow({ title }))?.status).toBe('draft');
    const anon = await e2eSupabase().from('news_stories').select('id').eq('title', title);
    expect(anon.data).toEqual([]);
    const reader = await (await clientAs('reader')).from('news_stories').select('id').eq('title', title);
    expect(reader.data).toEqual([]);
  });

  test('a revision is listed with who saved it and restored', async ({ page, signInAs }) => {
    const first = uniqueTitle('First headline');
    const id = await addStory({ title: first, status: 'draft' });
    const editor = await clientAs('editor');
    const second = await editor.from('news_stories').update({ title: 'Second headline', version: 1 }).eq('id', id);
    expect(second.error).toBeNull();

    await signInAs('editor');
    await openConsole(page, `?tab=stories&story=${id}`);
    const form = storyForm(page);
    const revisions = form.getByRole('region', { name: 'Revisions' });
    await expect(revisions.getByText('Version 2', { exact: true })).toBeVisible();
    await expect(revisions.getByText('editor@example.com').first()).toBeVisible();
    await revisions.getByRole('button', { name: 'Restore version 1' }).click();
    await expect(form.getByLabel('Title')).toHaveValue(first);
    await form.getByRole('button', { name: 'Save as draft' }).click();
    await expect(page.getByText('Story saved successfully!')).toBeVisible();
    expect(await storyRow({ id })).toMatchObject({ title: first, version: 3 });
  });

  test('Restore version N says so in a toast, marks the version in the form, and Undo takes it back', async ({
    page,
    signInAs,
  }) => {
    const first = uniqueTitle('Restorable headline');
    const id = await addStory({ title: first, status: 'draft' });
    const editor = await clientAs('editor');
    expect(
      (
        await editor
          .from('news_stories')
          .update({ title: `${first} v2`, version: 1 })
          .eq('id', id)
      ).error,
    ).toBeNull();

    await signInAs('editor');
    await openConsole(page, `?tab=stories&story=${id}`);
    const form = storyForm(page);
    const revisions = form.getByRole('region', { name: 'Revisions' });
    const entry = (version: number) => revisions.getByRole('listitem').filter({ hasText: `Version ${version} ·` });
    await expect(entry(2)).toContainText('(in the form)');
    await form.getByLabel('Title').fill(`${first} typed`);

    await revisions.getByRole('button', { name: 'Restore version 1' }).click();
    const restored = toast(page, 'Restored version 1');
    await expect(restored).toBeVisible();
    await expect(form.getByLabel('Title')).toHaveValue(first);
    await expect(entry(1)).toContainText('(in the form)');
    await expect(entry(2)).not.toContainText('(in the form)');

    await restored.getByRole('button', { name: 'Undo' }).click();
    await expect(form.getByLabel('Title')).toHaveValue(`${first} typed`);
    await expect(entry(2)).toContainText('(in the form)');
    await expect(restored).toHaveCount(0);
    // Nothing was saved by restoring or undoing.
    expect(await storyRow({ id })).toMatchObject({ title: `${first} v2`, version: 2 });
  });

  test('a 6 MB image and a text file are refused with the upload messages', async ({ page, signInAs }) => {
    await signInAs('editor');
    await openConsole(page, '?tab=stories&story=new');
    const image = storyForm(page).getByLabel('Image', { exact: true });
    await image.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
    await expect(storyForm(page).getByRole('alert')).toHaveText('File size too large. Maximum size is 5MB.');
    await image.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(storyForm(page).getByRole('alert')).toHaveText(
      'Invalid file type. Only JPEG, JPG, PNG, and WebP images are allowed.',
    );
    await expect(storyForm(page).getByLabel('Image URL')).toHaveValue('');
  });

  test('hostile text is stored as typed and shown as text; over-long fields get a clear message', async ({
    page,
    signInAs,
  }) => {
    const title = `<img src=x onerror="window.__pwned=1"> ${uniqueTitle('مرحبا 🎉')}`;
    await signInAs('editor');
    await openConsole(page, '?tab=stories&story=new');
    await fillStory(page, { title, author: 'x'.repeat(121) });
    await storyForm(page).getByRole('button', { name: 'Save as draft' }).click();
    await expect(storyForm(page).getByText('Author must be 120 characters or fewer.')).toBeVisible();
    await storyForm(page).getByLabel('Author').fill('Robert"); DROP TABLE news_stories;--');
    await storyForm(page).getByRole('button', { name: 'Save as draft' }).click();
    await expect(page.getByText('Story saved successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect((await storyRow({ title }))?.title).toBe(title);
  });

  test('unpublish asks first and says what happens; republishing keeps the first publication date', async ({
    page,
    browser,
    signInAs,
  }) => {
    const title = uniqueTitle('Week-old story');
    const firstPublished = new Date(Date.UTC(2026, 10, 2, 9, 30)).toISOString();
    const id = await addStory({ title, status: 'published', published_at: firstPublished });
    await signInAs('editor');
    await openConsole(page, `?tab=stories&story=${id}`);
    const form = storyForm(page);
    await expect(form.getByRole('button', { name: 'Publish update' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Save as draft' })).toHaveCount(0);

    // Unpublish warns and waits for a yes; Keep it published changes nothing.
    await form.getByRole('button', { name: 'Unpublish' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Unpublish this story?' });
    await expect(dialog).toContainText('Its page will stop answering, so links already shared will show');
    await expect(dialog).toContainText('the feeds');
    expect(await blockingViolations(page, 'dialog')).toEqual([]);
    await dialog.getByRole('button', { name: 'Keep it published' }).click();
    expect((await storyRow({ id }))?.status).toBe('published');
    await form.getByRole('button', { name: 'Unpublish' }).click();
    await dialog.getByRole('button', { name: 'Unpublish' }).click();
    await expect(
      toast(page, 'Story unpublished: its page no longer answers and it has left the home page and the feeds.'),
    ).toBeVisible();
    expect((await storyRow({ id }))?.status).toBe('draft');
    const anon = await e2eSupabase().from('news_stories').select('id').eq('id', id);
    expect(anon.data).toEqual([]);

    // Published again: back under its first date, with the change shown as an update.
    await openConsole(page, `?tab=stories&story=${id}`);
    await storyForm(page).getByRole('button', { name: 'Publish now' }).click();
    await expect(toast(page, 'Story saved successfully!')).toBeVisible();
    const row = await storyRow({ id });
    expect(row?.status).toBe('published');
    expect(new Date(row!.published_at!).toISOString()).toBe(firstPublished);
    const reader = await signedInPage(browser, null);
    await reader.goto(`/story/${id}`);
    const header = reader.locator('article header');
    await expect(header.locator('time').first()).toHaveText('2 November 2026');
    await expect(header.getByText(/^Updated \d{1,2} \w+ \d{4}, \d{2}:\d{2}$/)).toBeVisible();
    await reader.context().close();
  });

  test('a preview link shows a draft to a signed-out reader, unindexed and uncached, until revoked', async ({
    page,
    signInAs,
    browser,
  }) => {
    const title = uniqueTitle('Embargoed draft');
    const id = await addStory({ title, status: 'draft', summary: 'Not to be reported before Monday.' });
    await signInAs('editor');
    await openConsole(page, `?tab=stories&story=${id}`);
    const share = storyForm(page).getByRole('region', { name: 'Share preview' });
    await share.getByLabel('Link expires after').selectOption('1 hour');
    await share.getByRole('button', { name: 'Create preview link' }).click();
    const link = share.getByLabel('Preview link', { exact: true });
    await expect(link).toHaveText(/\/preview\/[A-Za-z0-9_-]{43}$/);
    const url = (await link.textContent()) ?? '';

    const reader = await signedInPage(browser, null);
    const response = await reader.goto(url);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    expect(response?.headers()['x-robots-tag']).toContain('noindex');
    await expect(reader.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(reader.getByRole('status').filter({ hasText: 'Preview — not published' })).toBeVisible();
    await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(reader.getByText('Not to be reported before Monday.')).toBeVisible();
    expect(await blockingViolations(reader)).toEqual([]);

    const active = share.getByRole('list', { name: 'Active preview links' });
    await active.getByRole('button', { name: /^Revoke/ }).click();
    await expect(active).toHaveCount(0);
    await reader.reload();
    await expect(reader.getByText(/This preview link has expired or been revoked\./)).toBeVisible();
    await expect(reader.getByText('Preview — not published')).toHaveCount(0);
    await reader.context().close();
  });

  test('a contributor pitches and hands in; an editor publishes it and readers see it (decision 183)', async ({
    browser,
  }) => {
    const title = uniqueTitle('Contributor pitch');
    const contributor = await contributorPage(browser);
    await openConsole(contributor);
    await expect(contributor.getByRole('tab')).toHaveText(['Stories', 'Planning']);
    await contributor.getByRole('button', { name: 'New story' }).click();
    await fillStory(contributor, { title });
    await storyForm(contributor).getByRole('button', { name: 'Save as draft' }).click();
    await expect(contributor.getByText('Story saved successfully!')).toBeVisible();
    const id = (await storyRow({ title }))!.id;

    await openConsole(contributor, `?tab=stories&story=${id}`);
    const status = storyForm(contributor).getByRole('region', { name: 'Status' });
    await expect(status.getByText('In progress')).toBeVisible();
    await expect(status.getByLabel('Move to').locator('option')).toHaveText([
      'Choose a status',
      'Pitch',
      'Ready for edit',
    ]);
    await moveStory(contributor, 'Pitch', 'A story about the river');
    await expect(status.getByText('Moved to Pitch.')).toBeVisible();
    await moveStory(contributor, 'Ready for edit', 'Filed, 600 words');
    await expect(status.getByText('Moved to Ready for edit.')).toBeVisible();
    await expect(status.getByLabel('Move to').locator('option')).toHaveText([
      'Choose a status',
      'Pitch',
      'In progress',
    ]);
    expect(await blockingViolations(contributor, 'form')).toEqual([]);
    expect(await e2eSupabase().from('news_stories').select('id').eq('id', id)).toMatchObject({ data: [] });
    await contributor.context().close();

    const editor = await signedInPage(browser, 'editor');
    await openConsole(editor, `?tab=stories&story=${id}`);
    await expect(storyForm(editor).getByRole('region', { name: 'Status' }).getByText('Ready for edit')).toBeVisible();
    await moveStory(editor, 'Published', 'Legal checked');
    // Publishing closes the form (its buttons were about a draft): the list is back.
    await expect(storyForm(editor)).toBeHidden();
    expect(await storyRow({ id })).toMatchObject({ status: 'published' });
    const { data: log } = await e2eAdminSupabase()
      .from('story_status_log')
      .select('to_status, note')
      .eq('story_id', id)
      .order('id');
    expect(log).toEqual([
      { to_status: 'in_progress', note: null },
      { to_status: 'pitch', note: 'A story about the river' },
      { to_status: 'ready_for_edit', note: 'Filed, 600 words' },
      { to_status: 'published', note: 'Legal checked' },
    ]);
    await editor.context().close();

    const reader = await signedInPage(browser, null);
    await reader.goto(`/story/${id}`);
    await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await reader.context().close();
  });

  test('the editor assigns the writer from the Planning section with a desk and deadline; the writer is told when assigned and when the story comes back with notes, in the console and by mail (decision 190)', async ({
    browser,
  }) => {
    const title = uniqueTitle('Back with notes');
    const localPart = `writer-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const email = `${localPart}@example.com`;
    const contributor = await contributorPage(browser, email);
    const id = await addStory({ title, status: 'draft' });

    // The editor picks the assignee (named by the e-mail's local part, no profile) with the planning.
    const editor = await signedInPage(browser, 'editor');
    await openConsole(editor, `?tab=stories&story=${id}`);
    const editorPlanning = storyForm(editor).getByRole('region', { name: 'Planning' });
    const assignee = editorPlanning.getByRole('combobox', { name: 'Assignee' });
    await expect(assignee).toHaveValue('');
    await assignee.selectOption({ label: localPart });
    await editorPlanning.getByLabel('Desk').selectOption({ label: 'Sport' });
    const deadline = await editor.evaluate(() => {
      const noon = new Date();
      noon.setDate(noon.getDate() + 1);
      noon.setHours(12, 0, 0, 0);
      const pad = (value: number) => String(value).padStart(2, '0');
      return {
        input: `${noon.getFullYear()}-${pad(noon.getMonth() + 1)}-${pad(noon.getDate())}T12:00`,
        instant: noon.toISOString(),
      };
    });
    await editorPlanning.getByLabel('Deadline').fill(deadline.input);
    await editorPlanning.getByRole('button', { name: 'Save planning' }).click();
    await expect(editorPlanning.getByText('Planning saved.')).toBeVisible();
    const { data: plan } = await e2eAdminSupabase()
      .from('story_assignments')
      .select('desk, deadline, assignee_id')
      .eq('story_id', id)
      .single();
    expect(plan?.desk).toBe('sport');
    expect(new Date(plan?.deadline ?? '').toISOString()).toBe(deadline.instant);
    const { data: users } = await e2eAdminSupabase().auth.admin.listUsers({ perPage: 1000 });
    const contributorId = users.users.find((user) => user.email === email)?.id;
    expect(plan?.assignee_id).toBe(contributorId);
    // The form read the saved planning again: the select shows the assignee.
    await expect(assignee).toHaveValue(contributorId ?? '');
    expect(await blockingViolations(editor, 'form')).toEqual([]);
    await editor.context().close();
    await waitForMail(email, new RegExp(`^Assigned to you: ${title}$`));

    // The writer's console is open when the story comes back: the notice arrives without a reload.
    await openConsole(contributor);
    const forYou = contributor.getByRole('region', { name: 'For you' });
    await expect(forYou.getByText(`Assigned to you: ${title}`)).toBeVisible();

    // The writer hands it in; the editor sends it back with a note.
    const editorClient = await clientAs('editor');
    const handedIn = await editorClient.rpc('set_story_status', { story: id, next_status: 'ready_for_edit' });
    expect(handedIn.error).toBeNull();
    const back = await editorClient.rpc('set_story_status', {
      story: id,
      next_status: 'in_progress',
      note: 'Needs a second source.',
    });
    expect(back.error).toBeNull();
    const mail = await waitForMail(email, new RegExp(`^Back with notes: ${title}$`));
    expect(mail.text).toContain('Needs a second source.');
    expect(mail.text).toContain(`/blog-management?tab=stories&story=${id}`);

    await expect(forYou.getByText(`Back with notes: ${title}`)).toBeVisible();
    await expect(
      contributor.getByRole('status').filter({ hasText: `New for you: ${title} — back with notes.` }),
    ).toHaveCount(1);
    await expect(forYou.getByText('Needs a second source.')).toBeVisible();
    expect(await blockingViolations(contributor, 'main')).toEqual([]);
    await forYou
      .getByRole('button', { name: `Dismiss ${title}` })
      .first()
      .click();
    await expect(
      forYou.getByText(`Back with notes: ${title}`).or(forYou.getByText(`Assigned to you: ${title}`)),
    ).toHaveCount(1);
    await forYou.getByRole('button', { name: `Open ${title}` }).click();
    const planning = storyForm(contributor).getByRole('region', { name: 'Planning' });
    // An editor created it: the writer may not plan it, and sees who it is assigned to.
    await expect(planning.getByLabel('Desk')).toBeDisabled();
    await expect(planning.getByText(`Assignee: ${localPart}`)).toBeVisible();
    await expect(planning.getByRole('combobox', { name: 'Assignee' })).toHaveCount(0);
    await contributor.context().close();
  });

  test('the planning board: an editor moves a card with the keyboard and another open board shows it (decision 191)', async ({
    browser,
  }) => {
    const title = uniqueTitle('Planned story');
    const editor = await signedInPage(browser, 'editor');
    const watcher = await signedInPage(browser, 'admin');
    await openConsole(editor);
    // Tomorrow noon in the browser's time zone: a slot the database accepts whatever the hour now.
    const slot = await editor.evaluate(() => {
      const noon = new Date();
      noon.setDate(noon.getDate() + 1);
      noon.setHours(12, 0, 0, 0);
      return noon.toISOString();
    });
    const id = await addStory({ title, status: 'draft', workflow_status: 'in_progress' });
    const planned = await (
      await clientAs('editor')
    )
      .from('story_assignments')
      .update({ desk: 'business', planned_for: slot })
      .eq('story_id', id);
    expect(planned.error).toBeNull();

    const openBoard = async (page: Page) => {
      await page.getByRole('tab', { name: 'Planning' }).click();
      await page.getByRole('button', { name: 'Tomorrow' }).click();
      return page.getByRole('region', { name: /^Business \(\d+\)$/ });
    };
    await openConsole(watcher);
    const watched = await openBoard(watcher);
    await expect(watched.getByRole('group', { name: /^In progress/ }).getByRole('link', { name: title })).toBeVisible();

    const board = await openBoard(editor);
    const card = board.getByRole('listitem').filter({ has: editor.getByRole('link', { name: title }) });
    await expect(card.getByText('Slot 12:00')).toBeVisible();
    expect(await blockingViolations(editor, '[aria-labelledby="planning-title"]')).toEqual([]);
    const menu = card.getByRole('combobox', { name: `Move “${title}” to` });
    await menu.focus();
    await editor.keyboard.press('r');
    await expect(menu).toHaveValue('ready_for_edit');
    await editor.keyboard.press('Tab');
    await expect(card.getByRole('button', { name: `Move “${title}”` })).toBeFocused();
    await editor.keyboard.press('Enter');
    await expect(editor.getByText(`Moved “${title}” to Ready for edit.`)).toBeVisible();
    await expect(
      board.getByRole('group', { name: /^Ready for edit/ }).getByRole('link', { name: title }),
    ).toBeVisible();

    // The other board was not reloaded: realtime told it.
    await expect(
      watched.getByRole('group', { name: /^Ready for edit/ }).getByRole('link', { name: title }),
    ).toBeVisible();
    const moved = await e2eAdminSupabase().from('news_stories').select('workflow_status').eq('id', id).single();
    expect(moved.data).toEqual({ workflow_status: 'ready_for_edit' });
    await editor.context().close();
    await watcher.context().close();
  });

  test('delete asks first, then removes the story', async ({ page, signInAs }) => {
    const title = uniqueTitle('Doomed story');
    await addStory({ title, status: 'draft' });
    await signInAs('editor');
    await openConsole(page);
    await page.getByRole('searchbox', { name: 'Search stories by title or author' }).fill(title);
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this story?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await dialog.getByRole('button', { name: 'Delete story' }).click();
    await expect(page.getByText('Story deleted successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: title })).toHaveCount(0);
    // Into the trash, not gone (decision 195): the service role still has the row, trashed.
    const { data } = await e2eAdminSupabase().from('news_stories').select('deleted_at').eq('title', title).single();
    expect(data?.deleted_at).toBeTruthy();
  });

  test("an editor changes a published story's address in its form; its id and old slug lead there (decision 206)", async ({
    page,
    signInAs,
    request,
  }) => {
    const title = uniqueTitle('Story given a new address');
    const id = await addStory({ title, status: 'published' });
    const { data: before } = await e2eSupabase().from('news_stories').select('slug').eq('id', id).single();
    await signInAs('editor');
    await openConsole(page, `?tab=stories&story=${id}`);
    const address = storyForm(page).getByRole('region', { name: 'Address' });
    const slug = `new-address-${Date.now().toString(36)}`;
    await address.getByLabel('Slug').fill(slug);
    await address.getByLabel('Slug').press('Enter');
    await expect(address.getByRole('status')).toHaveText(`The address is now /story/${slug}.`);
    await expect(address.getByRole('list', { name: 'Earlier addresses, which lead here:' })).toContainText(
      `/story/${(before as { slug: string }).slug}`,
    );
    expect(await blockingViolations(page, '[aria-labelledby="story-address-title"]')).toEqual([]);
    // The rename purges the redirects: both old addresses land on the new one.
    for (const old of [id, (before as { slug: string }).slug]) {
      await expect
        .poll(async () => new URL((await request.get(`/story/${old}`)).url()).pathname)
        .toBe(`/story/${slug}`);
    }
  });

  test('a deleted story goes to the Trash: readers get 410 Gone; an editor restores it and the page is back (decision 195)', async ({
    page,
    signInAs,
    request,
  }) => {
    const title = uniqueTitle('Trashed story');
    const id = await addStory({ title, status: 'published' });
    // Its id's address leads to its slug's (decision 206) while it is public, and answers 410 in the trash.
    const storyStatus = async () => (await request.get(`/story/${id}`)).status();
    await expect.poll(storyStatus).toBe(200);

    await signInAs('editor');
    await openConsole(page);
    await page.getByRole('searchbox', { name: 'Search stories by title or author' }).fill(title);
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this story?' });
    await expect(dialog).toContainText('moves to the Trash: an editor can restore it for 30 days.');
    await dialog.getByRole('button', { name: 'Delete story' }).click();
    await expect(page.getByText('Story deleted successfully!')).toBeVisible();
    // The trash purges the cached page: the origin answers 410 once the purge arrives.
    await expect.poll(storyStatus).toBe(410);

    await page.getByRole('tab', { name: 'Trash' }).click();
    const trash = page.getByRole('list', { name: 'Trashed items' });
    const row = trash.locator('li').filter({ has: page.getByRole('heading', { level: 3, name: title }) });
    await expect(row).toContainText('Story · Deleted by');
    await expect(row).toContainText('30 days left');
    // Checked once the delete's toast has gone (axe reads a fading toast's colours mid-animation).
    await expect(page.getByText('Story deleted successfully!')).toHaveCount(0);
    expect(await blockingViolations(page)).toEqual([]);
    await row.getByRole('button', { name: `Restore ${title}` }).click();
    await expect(page.getByText('Restored from the Trash')).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect.poll(storyStatus).toBe(200);
    expect(await storyRow({ id })).toMatchObject({ status: 'published', title });
  });
});
