import { blockingViolations } from '../../support/axe.ts';
import { expect, test } from '../../support/fixtures.ts';
import { e2eAdminSupabase } from '../../support/supabase.ts';
import {
  addStory,
  fillStoryText,
  openConsole,
  signedInPage,
  storyForm,
  toast,
  uniqueTitle,
} from './support/editorSupport.ts';

test.describe.configure({ timeout: 90_000 });

test.describe('editor console frame', () => {
  test('every tab; the open tab is in the URL, survives a reload and Back', async ({ page, signInAs }) => {
    await signInAs('editor');
    await openConsole(page);
    await expect(page.getByRole('tab')).toHaveText([
      'Stories',
      'Planning',
      'Photo Essays',
      'Breaking News',
      'Live Feeds',
      'Live Blogs',
      'People & topics',
      'Fronts',
      'Advertisements',
      'Analytics',
      'Media',
      'Trash',
    ]);
    await expect(page.getByRole('tab', { name: 'Stories' })).toHaveAttribute('aria-selected', 'true');
    // The console's work layout: the header's navigation stays, the public page's advertising goes.
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeVisible();
    await expect(page.getByTestId('shell-footer')).toBeVisible();
    await expect(page.getByTestId('header-ad')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Featured Partners' })).toHaveCount(0);
    const cards = page.getByRole('list', { name: 'Statistics' });
    for (const label of ['Published stories', 'Scheduled', 'Drafts', 'Photo essays']) {
      await expect(cards.getByText(label, { exact: true })).toBeVisible();
    }
    // Audience figures are for admins only.
    await expect(cards.getByText('Site visitors')).toHaveCount(0);

    await page.getByRole('tab', { name: 'Photo Essays' }).click();
    await expect(page).toHaveURL(/\/blog-management\?tab=essays$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Photo Essays' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Photo Essays' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Live Feeds' }).click();
    await expect(page).toHaveURL(/tab=feeds/);
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Photo Essays' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the list follows other editors live: a story added elsewhere appears without a reload', async ({
    page,
    signInAs,
  }) => {
    await signInAs('editor');
    await openConsole(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Stories' })).toBeVisible();
    const title = `Added elsewhere ${Date.now()}`;
    await addStory({ title, status: 'draft' });
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
  });

  test('a failed load says why and Retry loads the data again', async ({ page, signInAs }) => {
    await signInAs('editor');
    // The console's own story list (a page of named columns, all statuses, newest created first)
    // fails until the route is lifted; the stat cards' head counts still load.
    const consoleList = /\/rest\/v1\/news_stories\?select=id%2Ctitle%2C[^&]*&order=created_at\.desc/;
    await page.route(consoleList, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'PGRST000', message: 'Database connection lost', details: null, hint: null }),
      }),
    );
    await openConsole(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Error loading data:' })).toBeVisible();
    await page.unroute(consoleList);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Stories' })).toBeVisible();
    await expect(page.locator('[data-story-id]').first()).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Error loading data:' })).toHaveCount(0);
  });

  test('admins also see the audience cards and the top-countries panel', async ({ page, signInAs }) => {
    await signInAs('admin');
    await openConsole(page);
    const cards = page.getByRole('list', { name: 'Statistics' });
    for (const label of ['Story views', 'Site visitors', 'Page views', 'Countries']) {
      await expect(cards.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: /Top countries/ })).toBeVisible();

    // The cards are the Analytics tab's 7 days: the same figures, from the same answer.
    const card = (label: string) =>
      cards.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]').textContent();
    await page.getByRole('tab', { name: 'Analytics' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Analytics' });
    await expect(panel.getByTestId('analytics-visitors')).toBeVisible();
    expect(await card('Site visitors')).toBe(await panel.getByTestId('analytics-visitors').textContent());
    expect(await card('Page views')).toBe(await panel.getByTestId('analytics-pageviews').textContent());
  });

  test('a plain signed-in user can open the console but gets no form that would fail', async ({ page, signInAs }) => {
    await signInAs('reader');
    await openConsole(page);
    await expect(page.getByRole('heading', { name: 'You do not have editing rights' })).toBeVisible();
    await expect(page.getByText(/Your account \(reader@example\.com\) has no editor or admin role/)).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'New story' })).toHaveCount(0);
    await expect(page.getByRole('textbox')).toHaveCount(0);
    // The no-rights page is reachable by link too, and stays axe-clean.
    expect(await blockingViolations(page, 'main')).toEqual([]);
  });

  test('the list and the story form are axe-clean', async ({ page, signInAs }) => {
    await signInAs('editor');
    await openConsole(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Stories' })).toBeVisible();
    expect(await blockingViolations(page, 'main')).toEqual([]);
    await page.getByRole('button', { name: 'New story' }).click();
    await expect(storyForm(page)).toBeVisible();
    await storyForm(page).getByRole('button', { name: 'Publish now' }).click();
    await expect(storyForm(page).getByText('Please fill in all required fields.')).toBeVisible();
    await storyForm(page).getByLabel('Schedule for later').check();
    expect(await blockingViolations(page, 'main')).toEqual([]);
  });

  test('unsaved work survives a reload, and leaving asks first', async ({ page, signInAs }) => {
    const id = await addStory({ title: `Reload-safe ${Date.now()}`, status: 'draft' });
    await signInAs('editor');
    await openConsole(page, `?tab=stories&story=${id}`);
    const form = storyForm(page);
    await fillStoryText(form, 'Typed but not saved 🎉 <b>bold?</b>');
    // Let the local copy be written, then reload (accepting the browser's leave prompt).
    await page.waitForTimeout(800);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await expect(storyForm(page).getByText(/You have unsaved changes to this story/)).toBeVisible();
    await storyForm(page).getByRole('button', { name: 'Restore my changes' }).click();
    await expect(storyForm(page).getByLabel('Story text')).toHaveText('Typed but not saved 🎉 <b>bold?</b>');

    // In-app navigation (another tab of the console) asks before the work is left behind.
    await page.getByRole('tab', { name: 'Photo Essays' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(storyForm(page).getByLabel('Story text')).toHaveText('Typed but not saved 🎉 <b>bold?</b>');
    await expect(page).toHaveURL(new RegExp(`story=${id}`));
  });

  test('the preview survives the reader remote being down: only its area says so', async ({
    page,
    signInAs,
    privatePortal,
  }) => {
    const id = await addStory({ title: `Preview while down ${Date.now()}`, status: 'draft' });
    await signInAs('editor');
    await page.goto(`${privatePortal.baseURL}/blog-management?tab=stories&story=${id}`);
    await expect(storyForm(page)).toBeVisible();
    await privatePortal.stopRemote('reader');
    await storyForm(page).getByRole('button', { name: 'Preview', exact: true }).click();
    await expect(page.getByText('This section is unavailable right now.')).toBeVisible();
    await page.getByRole('button', { name: 'Back to editing' }).click();
    await expect(storyForm(page).getByLabel('Title')).toBeVisible();
  });
});

test.describe('the story text editor', () => {
  test('an editor types a subheading, a bold word and a link to another story; the reader page shows them', async ({
    page,
    signInAs,
    browser,
  }) => {
    const target = uniqueTitle('Budget vote explained');
    const targetId = await addStory({ title: target, status: 'published' });
    // A link inserted from the story picker goes to the story's address, its slug (decision 206).
    const { data: targetRow } = await e2eAdminSupabase()
      .from('news_stories')
      .select('slug')
      .eq('id', targetId)
      .single();
    const targetPath = `/story/${targetRow?.slug}`;
    expect(targetPath).not.toContain(targetId);
    const title = uniqueTitle('Typed document');
    await signInAs('editor');
    await openConsole(page);
    await page.getByRole('button', { name: 'New story' }).click();
    const form = storyForm(page);
    await form.getByLabel('Title').fill(title);
    const text = form.getByRole('textbox', { name: 'Story text' });
    await text.click();
    // Markdown-style typing: "## " starts a subheading, **…** makes bold.
    await page.keyboard.type('## Why it matters');
    await page.keyboard.press('Enter');
    await page.keyboard.type('The **council** voted. Background: ');
    await expect(text.getByRole('heading', { level: 2, name: 'Why it matters' })).toBeVisible();
    await expect(text.locator('strong')).toHaveText('council');
    await expect(form.getByRole('button', { name: 'Bold' })).toHaveAttribute('title', 'Bold (Ctrl+B)');

    // The link dialog finds the other story by its title and links its address.
    await page.keyboard.press('ControlOrMeta+K');
    const dialog = page.getByRole('dialog', { name: 'Add link' });
    await dialog.getByLabel('Find a story on this site').fill(target.slice(0, 20));
    await dialog.getByRole('button', { name: `Link to “${target}”` }).click();
    await expect(dialog.getByLabel('Link address')).toHaveValue(targetPath);
    expect(await blockingViolations(page, 'dialog')).toEqual([]);
    await dialog.getByRole('button', { name: 'Apply link' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(text).toBeFocused();
    await expect(text.getByRole('link', { name: target })).toHaveAttribute('href', targetPath);
    expect(await blockingViolations(page, 'main')).toEqual([]);

    // A table from the / menu, shaped with the Table toolbar; Tab moves between cells.
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('/table');
    await page.keyboard.press('Enter');
    const table = form.getByRole('toolbar', { name: 'Table' });
    await expect(table.getByRole('button', { name: 'Add row above' })).toBeDisabled();
    await expect(table.getByRole('button', { name: 'Delete row' })).toBeDisabled();
    await page.keyboard.type('Ward');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Votes');
    await page.keyboard.press('Tab');
    await table.getByRole('button', { name: 'Delete column' }).click();
    await text.locator('td').first().click();
    await page.keyboard.type('North');
    await page.keyboard.press('Tab');
    await page.keyboard.type('120');
    await page.keyboard.press('Tab');
    await table.getByRole('button', { name: 'Delete row' }).click();
    await expect(text.locator('th')).toHaveText(['Ward', 'Votes']);
    await expect(text.locator('td')).toHaveText(['North', '120']);
    expect(await blockingViolations(page, 'main')).toEqual([]);

    // The preview is the reader's renderer, with the document as typed.
    await form.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = page.getByRole('region', { name: 'Preview', exact: true });
    await expect(preview.getByRole('heading', { level: 2, name: 'Why it matters' })).toBeVisible();
    await expect(preview.getByRole('link', { name: target })).toHaveAttribute('href', targetPath);
    await preview.getByRole('button', { name: 'Back to editing' }).click();

    await form.getByLabel('Author').fill('E2E Reporter');
    await form.getByLabel('Read time').fill('1 min read');
    await form.getByLabel('Category').selectOption('Feature');
    await form.getByRole('button', { name: 'Publish now' }).click();
    await expect(toast(page, 'Story saved successfully!')).toBeVisible();

    // Stored as a document; the database derived the summary from it.
    const { data: row } = await e2eAdminSupabase()
      .from('news_stories')
      .select('id, summary, body')
      .eq('title', title)
      .single();
    expect(row?.summary).toBe(
      `Why it matters\n\nThe council voted. Background: ${target}\n\nWard\n\nVotes\n\nNorth\n\n120`,
    );
    expect(row?.body.content[0]).toEqual({
      type: 'heading',
      attrs: { level: 2 },
      content: [{ type: 'text', text: 'Why it matters' }],
    });
    expect(row?.body.content[1].content).toEqual(
      expect.arrayContaining([
        { type: 'text', text: 'council', marks: [{ type: 'bold' }] },
        {
          type: 'text',
          text: target,
          marks: [{ type: 'link', attrs: { href: targetPath, sponsored: null } }],
        },
      ]),
    );

    const reader = await signedInPage(browser, null);
    await reader.goto(`/story/${row?.id}`);
    const article = reader.getByRole('article');
    await expect(article.getByRole('heading', { level: 2, name: 'Why it matters' })).toBeVisible();
    const paragraph = article.locator('p', { hasText: 'The council voted.' });
    await expect(paragraph.getByRole('link', { name: target })).toHaveAttribute('href', targetPath);
    await expect(paragraph.locator('strong')).toHaveText('council');
    await expect(article.getByRole('table').getByRole('columnheader')).toHaveText(['Ward', 'Votes']);
    await expect(article.getByRole('table').getByRole('cell')).toHaveText(['North', '120']);
    await reader.context().close();
  });
});
