import { blockingViolations } from '../../support/axe.ts';
import { expect, test } from '../../support/fixtures.ts';
import {
  addStory,
  clientAs,
  openConsole,
  signedInPage,
  storyForm,
  storyRow,
  uniqueTitle,
} from './support/editorSupport.ts';
import { cuttableConnection, keptStories } from './support/realtimeCut.ts';

test.describe.configure({ timeout: 120_000 });

test('two editors co-edit one story: the text in the same paragraph, the title, and who is there', async ({
  browser,
}) => {
  const title = uniqueTitle('Co-edited story');
  const id = await addStory({ title, summary: 'The council met.', status: 'draft' });
  const [reporter, editor] = [await signedInPage(browser, 'editor'), await signedInPage(browser, 'admin')];
  await openConsole(reporter, `?tab=stories&story=${id}`);
  await openConsole(editor, `?tab=stories&story=${id}`);
  const text = (page: typeof reporter) => storyForm(page).getByRole('textbox', { name: 'Story text' });
  // Both opened the saved text once: the working copy was seeded once, not twice.
  await expect(text(reporter)).toHaveText('The council met.');
  await expect(text(editor)).toHaveText('The council met.');
  // Who is there, named by the staff directory, each console marking its own user.
  const editingNow = (page: typeof reporter) => storyForm(page).getByText(/^Editing now:/);
  await expect(editingNow(reporter)).toHaveText('Editing now: Desk Editor (you), Site Admin');
  await expect(editingNow(editor)).toHaveText('Editing now: Desk Editor, Site Admin (you)');

  await text(reporter).click();
  await reporter.keyboard.press('End');
  await reporter.keyboard.insertText(' The vote was close.');
  await expect(text(editor)).toHaveText('The council met. The vote was close.');
  await expect(text(editor).locator('p')).toHaveCount(1);
  // The reporter's caret, in their colour and name, where they type.
  await expect(text(editor).locator('.presence-caret[data-name="Desk Editor"]')).toBeAttached();
  await text(editor).click();
  await editor.keyboard.press('ControlOrMeta+End');
  await editor.keyboard.insertText(' Very close.');
  await expect(text(reporter)).toHaveText('The council met. The vote was close. Very close.');

  await storyForm(editor).getByLabel('Title').fill(`${title}: budget passes`);
  await expect(storyForm(reporter).getByLabel('Title')).toHaveValue(`${title}: budget passes`);
  // Who is in which field (decision 203): the admin's focus is still in the Title.
  const titleField = storyForm(reporter).locator('[data-coedit-field="title"]');
  await expect(titleField.getByText('Site Admin is editing', { exact: true })).toBeVisible();
  await expect(editingNow(reporter)).toHaveText('Editing now: Desk Editor (you), Site Admin (in Title)');

  // Editorial comments (decision 184): the reporter asks, the editor sees it live and replies, the
  // reporter sees the reply and is told; markup in a comment stays text.
  const comments = (page: typeof reporter) => storyForm(page).getByRole('region', { name: 'Comments' });
  const question = 'Can we name the second source? <b>not bold</b>';
  await comments(reporter).getByLabel('New comment').fill(question);
  await comments(reporter).getByRole('button', { name: 'Add comment' }).click();
  const asked = comments(editor).getByRole('article', { name: 'Comment by Desk Editor' });
  await expect(asked).toContainText(question);
  await expect(asked.locator('b')).toHaveCount(0);
  await comments(editor).getByRole('button', { name: 'Reply' }).click();
  await comments(editor).getByLabel('Your reply').fill('Yes: she agreed to be named.');
  await comments(editor).getByRole('button', { name: 'Send reply' }).click();
  await expect(comments(reporter).getByRole('article', { name: 'Comment by Site Admin' })).toContainText(
    'Yes: she agreed to be named.',
  );
  await expect(comments(reporter).getByRole('status')).toHaveText('Site Admin replied to your comment.');

  // Notes on a passage (decision 196): the reporter selects words and leaves a note; the editor sees
  // them highlighted and listed live and resolves it; the reporter sees it resolved.
  const notes = (page: typeof reporter) => storyForm(page).getByRole('region', { name: 'Notes', exact: true });
  // Focus, not a click: ProseMirror may apply a click's caret after the keys that select.
  await text(reporter).focus();
  await reporter.keyboard.press('ControlOrMeta+End');
  for (let key = 0; key < 'Very close.'.length; key += 1) await reporter.keyboard.press('Shift+ArrowLeft');
  await notes(reporter).getByRole('button', { name: 'Add note' }).click();
  await expect(notes(reporter).getByRole('group', { name: 'New note' })).toContainText('Very close.');
  await notes(reporter).getByLabel('Note', { exact: true }).fill('Is this a quote? Attribute it.');
  await notes(reporter).getByRole('button', { name: 'Save note' }).click();
  await expect(text(editor).locator('[data-note-id]')).toHaveText('Very close.');
  const noted = notes(editor).getByRole('article', { name: 'Note by Desk Editor' });
  await expect(noted).toContainText('Is this a quote? Attribute it.');
  await expect(noted.getByRole('button', { name: '“Very close.”' })).toBeVisible();
  expect(await blockingViolations(editor, 'form')).toEqual([]);
  await noted.getByRole('button', { name: 'Resolve' }).click();
  await expect(notes(reporter).getByText('Resolved (1)')).toBeVisible();
  await expect(notes(reporter).getByRole('list', { name: 'Open notes' })).toHaveCount(0);
  await expect(text(reporter).locator('[data-note-id]')).toHaveCount(0);

  // Saving writes the form as it is now, everyone's edits included.
  await storyForm(reporter).getByRole('button', { name: 'Save as draft' }).click();
  await expect(reporter.getByText('Story saved successfully!')).toBeVisible();
  expect(await storyRow({ id })).toMatchObject({
    title: `${title}: budget passes`,
    summary: 'The council met. The vote was close. Very close.',
  });
  expect(await blockingViolations(editor, 'form')).toEqual([]);

  // The reporter closes the story: gone from the other's list, and said so.
  await reporter.context().close();
  await expect(editingNow(editor)).toHaveText('Editing now: Site Admin (you)');
  await expect(storyForm(editor).getByRole('status').filter({ hasText: 'Desk Editor left' })).toBeAttached();
  await editor.context().close();

  // A correction saved outside the shared text (the API) is what the next console opens, not the
  // shared text it replaced: a Save from there would have written the removed words back.
  const saved = await storyRow({ id });
  const api = await clientAs('editor');
  const { error } = await api
    .from('news_stories')
    .update({ title: `${title}: corrected`, summary: 'The council met.', version: saved?.version })
    .eq('id', id);
  expect(error).toBeNull();
  const later = await signedInPage(browser, 'editor');
  await openConsole(later, `?tab=stories&story=${id}`);
  await expect(text(later)).toHaveText('The council met.');
  await expect(storyForm(later).getByLabel('Title')).toHaveValue(`${title}: corrected`);
  await expect(storyForm(later).getByRole('status').filter({ hasText: 'saved outside the shared text' })).toBeVisible();
  await later.context().close();
});

test('a story moved to the trash while two consoles edit it ends the session in both, read-only, saying who (decision 203)', async ({
  browser,
}) => {
  const id = await addStory({ title: uniqueTitle('Spiked while open'), summary: 'The council met.', status: 'draft' });
  const [reporter, editor] = [await signedInPage(browser, 'editor'), await signedInPage(browser, 'admin')];
  await openConsole(reporter, `?tab=stories&story=${id}`);
  await openConsole(editor, `?tab=stories&story=${id}`);
  const editingNow = (page: typeof reporter) => storyForm(page).getByText(/^Editing now:/);
  await expect(editingNow(editor)).toHaveText('Editing now: Desk Editor, Site Admin (you)');

  const api = await clientAs('editor');
  expect((await api.rpc('trash_item', { kind: 'story', id })).error).toBeNull();
  for (const page of [reporter, editor]) {
    await expect(storyForm(page).getByRole('alert')).toContainText(
      'This story was moved to the trash by Desk Editor — editing has ended. Restore it from the Trash tab to edit it again',
    );
    await expect(storyForm(page).getByLabel('Title')).toBeDisabled();
    await expect(storyForm(page).getByRole('textbox', { name: 'Story text' })).toHaveAttribute(
      'contenteditable',
      'false',
    );
    await expect(storyForm(page).getByRole('button', { name: 'Save as draft' })).toBeHidden();
    // The working copy is left: nobody is listed as editing any more.
    await expect(editingNow(page)).toHaveCount(0);
  }
  expect(await blockingViolations(editor, 'form')).toEqual([]);
  await reporter.context().close();
  await editor.context().close();
});

test('a live story: the working copy stays apart from readers until Publish update, which names who contributed (decision 201)', async ({
  browser,
}) => {
  const title = uniqueTitle('Live co-edited story');
  const id = await addStory({ title, summary: 'Roads are shut.', status: 'published', category: 'Feature' });
  const [reporter, editor] = [await signedInPage(browser, 'editor'), await signedInPage(browser, 'admin')];
  await openConsole(reporter, `?tab=stories&story=${id}`);
  await openConsole(editor, `?tab=stories&story=${id}`);
  const text = (page: typeof reporter) => storyForm(page).getByRole('textbox', { name: 'Story text' });
  await expect(text(editor)).toHaveText('Roads are shut.');
  await expect(storyForm(reporter).getByText('No changes since this story was published.')).toBeVisible();

  // The reporter adds a line and the editor a category: every field is shared, nothing reaches readers.
  // Focus, not a click: ProseMirror may apply a click's caret after the key that moves it.
  await text(reporter).focus();
  await reporter.keyboard.press('ControlOrMeta+End');
  await reporter.keyboard.insertText(' Trains too.');
  await storyForm(editor).getByLabel('Category *').selectOption('Sports');
  await expect(storyForm(reporter).getByLabel('Category *')).toHaveValue('Sports');
  const changes = storyForm(editor).getByRole('region', { name: /Changed since publishing/ });
  await expect(changes).toContainText('Changed since publishing: Story text, Category.');
  await changes.getByText('Show the changes').click();
  await expect(changes.getByText('Only in the working copy: Roads are shut. Trains too.')).toBeVisible();
  expect(await blockingViolations(editor, 'form')).toEqual([]);
  expect(await storyRow({ id })).toMatchObject({ summary: 'Roads are shut.' });

  await storyForm(editor).getByRole('button', { name: 'Publish update' }).click();
  await expect(editor.getByText('Story saved successfully!')).toBeVisible();
  const published = await storyRow({ id });
  expect(published).toMatchObject({ summary: 'Roads are shut. Trains too.' });
  // The reporter's console carries on from the published version: no conflict, nothing left to publish.
  await expect(storyForm(reporter).getByRole('status').filter({ hasText: 'A colleague published' })).toHaveText(
    `A colleague published this working copy as version ${published?.version}.`,
  );
  await expect(storyForm(reporter).getByText('No changes since this story was published.')).toBeVisible();
  const { data: revision } = await (
    await clientAs('editor')
  )
    .from('story_revisions')
    .select('contributor_names')
    .eq('story_id', id)
    .eq('version', published?.version ?? 0)
    .single();
  expect(revision?.contributor_names).toEqual(['Desk Editor', 'Site Admin']);

  // Words typed and then thought better of go back to the published story on request.
  await text(reporter).focus();
  await reporter.keyboard.press('ControlOrMeta+End');
  await reporter.keyboard.insertText(' Unconfirmed.');
  const reporterChanges = storyForm(reporter).getByRole('region', { name: /Changed since publishing/ });
  await reporterChanges.getByRole('button', { name: 'Discard changes' }).click();
  await reporter.getByRole('alertdialog').getByRole('button', { name: 'Discard changes' }).click();
  await expect(text(reporter)).toHaveText('Roads are shut. Trains too.');
  await expect(storyForm(reporter).getByText('No changes since this story was published.')).toBeVisible();
  await reporter.context().close();
  await editor.context().close();
});

test('an editor who loses the connection keeps typing: on return both edits merge and are saved, and a tab closed offline keeps its edits', async ({
  browser,
}) => {
  const id = await addStory({ title: uniqueTitle('Offline story'), summary: 'The council met.', status: 'draft' });
  const [reporter, editor] = [await signedInPage(browser, 'editor'), await signedInPage(browser, 'admin')];
  const connection = await cuttableConnection(reporter);
  await openConsole(reporter, `?tab=stories&story=${id}`);
  await openConsole(editor, `?tab=stories&story=${id}`);
  const text = (page: typeof reporter) => storyForm(page).getByRole('textbox', { name: 'Story text' });
  const line = (page: typeof reporter, said: string) => storyForm(page).getByText(said, { exact: true });
  const told = (page: typeof reporter, said: string) => storyForm(page).getByRole('status').filter({ hasText: said });
  // Focus, not a click: ProseMirror may apply a click's caret after the key that moves it.
  const typeAtEnd = async (page: typeof reporter, words: string) => {
    await text(page).focus();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.insertText(words);
  };
  await expect(text(reporter)).toHaveText('The council met.');
  await expect(line(reporter, 'All changes saved')).toBeVisible();

  // The reporter's connection drops: told once, and typing goes on.
  await connection.cut();
  await expect(told(reporter, 'Connection lost.')).toBeAttached();
  await typeAtEnd(reporter, ' The vote was close.');
  await expect(
    line(reporter, 'Offline: your changes are kept on this device and merge when you are back'),
  ).toBeVisible();
  expect(await blockingViolations(reporter, 'form')).toEqual([]);
  // Meanwhile the editor adds a top; neither sees the other's words yet.
  await text(editor).focus();
  await editor.keyboard.press('ControlOrMeta+Home');
  await editor.keyboard.insertText('Breaking: ');
  await expect(line(editor, 'All changes saved')).toBeVisible();
  await expect(text(reporter)).toHaveText('The council met. The vote was close.');
  await expect(text(editor)).toHaveText('Breaking: The council met.');

  // Back online: both edits in both consoles, nothing lost, everything stored, the copy forgotten.
  await connection.restore();
  await expect(text(reporter)).toHaveText('Breaking: The council met. The vote was close.');
  await expect(text(editor)).toHaveText('Breaking: The council met. The vote was close.');
  await expect(line(reporter, 'All changes saved')).toBeVisible();
  await expect(told(reporter, 'Back online: all changes saved')).toBeAttached();
  await expect.poll(() => keptStories(reporter)).toBe(0);

  // Offline again, a few words, and the tab is closed before the connection comes back.
  await connection.cut();
  await expect(told(reporter, 'Connection lost.')).toBeAttached();
  await typeAtEnd(reporter, ' Very close.');
  await expect.poll(() => keptStories(reporter)).toBe(1);
  const device = reporter.context();
  await reporter.close();
  await device.setOffline(false);
  // Reopened online on the same device: the kept words are merged back, stored and shared.
  const reopened = await device.newPage();
  await openConsole(reopened, `?tab=stories&story=${id}`);
  const merged = 'Breaking: The council met. The vote was close. Very close.';
  await expect(text(reopened)).toHaveText(merged);
  await expect(text(editor)).toHaveText(merged);
  await expect(line(reopened, 'All changes saved')).toBeVisible();
  await expect.poll(() => keptStories(reopened)).toBe(0);
  await device.close();
  await editor.context().close();
});

test('a save made outside the working copy meanwhile: the console’s later save is refused and its text is kept', async ({
  browser,
}) => {
  const title = uniqueTitle('Contested story');
  const id = await addStory({ title, summary: 'The original text.', status: 'draft' });

  const first = await signedInPage(browser, 'editor');
  await openConsole(first, `?tab=stories&story=${id}`);
  await expect(storyForm(first).getByLabel('Title')).toHaveValue(title);

  // Consoles on the working copy share every field and carry on from each other's saves (decision
  // 201); a save from outside it (the API, a tool, a console that could not join) still conflicts.
  const admin = await clientAs('admin');
  const saved = await admin.from('news_stories').update({ read_time: '5 min read', version: 1 }).eq('id', id);
  expect(saved.error).toBeNull();

  // The first editor's save, based on the old version, is refused; the typed byline stays.
  await storyForm(first).getByLabel('Author').fill('Desk Byline');
  await storyForm(first).getByRole('button', { name: 'Save as draft' }).click();
  await expect(storyForm(first).getByRole('alert').filter({ hasText: 'changed by someone else' })).toBeVisible();
  await expect(storyForm(first).getByLabel('Author')).toHaveValue('Desk Byline');
  // Beside the buttons and focused: who saved which version when, and what differs, field by field.
  const notice = storyForm(first).getByRole('region', { name: /changed by someone else/ });
  await expect(notice).toBeFocused();
  await expect(notice).toContainText(/Version 2 was saved by admin@example\.com on \d{1,2} \w{3} \d{4}, \d{2}:\d{2}\./);
  await expect(notice.getByRole('row', { name: /^Author/ })).toHaveText('AuthorE2E ReporterDesk Byline');
  await expect(notice.getByRole('row', { name: /^Read time/ })).toHaveText('Read time5 min read2 min read');
  expect(await blockingViolations(first, 'section[aria-labelledby="story-conflict-title"]')).toEqual([]);
  expect(await storyRow({ id })).toMatchObject({ title, author: 'E2E Reporter', read_time: '5 min read', version: 2 });

  // Choosing to keep their own version replaces only what they changed.
  await storyForm(first).getByRole('button', { name: 'Keep my version (save replaces theirs)' }).click();
  await storyForm(first).getByRole('button', { name: 'Save as draft' }).click();
  await expect(first.getByText('Story saved successfully!')).toBeVisible();
  expect(await storyRow({ id })).toMatchObject({
    title,
    author: 'Desk Byline',
    read_time: '5 min read',
    summary: 'The original text.',
    version: 3,
  });
  await first.context().close();
});
