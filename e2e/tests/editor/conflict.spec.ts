import { blockingViolations } from '../../support/axe.ts';
import { expect, test } from '../../support/fixtures.ts';
import {
  addStory,
  fillStoryText,
  openConsole,
  signedInPage,
  storyForm,
  storyRow,
  uniqueTitle,
} from './support/editorSupport.ts';

test.describe.configure({ timeout: 120_000 });

test('two editors on one story: the later save is refused and its text is kept', async ({ browser }) => {
  const title = uniqueTitle('Contested story');
  const id = await addStory({ title, summary: 'The original text.', status: 'draft' });

  const first = await signedInPage(browser, 'editor');
  const second = await signedInPage(browser, 'admin');
  await openConsole(first, `?tab=stories&story=${id}`);
  await openConsole(second, `?tab=stories&story=${id}`);
  await expect(storyForm(first).getByLabel('Title')).toHaveValue(title);
  await expect(storyForm(second).getByLabel('Title')).toHaveValue(title);

  // The second editor saves first.
  await fillStoryText(storyForm(second), 'The admin rewrote the story.');
  await storyForm(second).getByRole('button', { name: 'Save as draft' }).click();
  await expect(second.getByText('Story saved successfully!')).toBeVisible();

  // The first editor's save, based on the old version, is refused; the typed text stays.
  await storyForm(first).getByLabel('Title').fill(`${title} (my better headline)`);
  await storyForm(first).getByRole('button', { name: 'Save as draft' }).click();
  await expect(storyForm(first).getByRole('alert').filter({ hasText: 'changed by someone else' })).toBeVisible();
  await expect(storyForm(first).getByLabel('Title')).toHaveValue(`${title} (my better headline)`);
  // Beside the buttons and focused: who saved which version when, and what differs, field by field.
  const notice = storyForm(first).getByRole('region', { name: /changed by someone else/ });
  await expect(notice).toBeFocused();
  await expect(notice).toContainText(/Version 2 was saved by admin@example\.com on \d{1,2} \w{3} \d{4}, \d{2}:\d{2}\./);
  await expect(notice.getByRole('row', { name: /^Title/ })).toHaveText(`Title${title}${title} (my better headline)`);
  await expect(notice.getByText('Only in the saved version: The admin rewrote the story.')).toBeVisible();
  await expect(notice.getByText('Only in your version: The original text.')).toBeVisible();
  expect(await blockingViolations(first, 'section[aria-labelledby="story-conflict-title"]')).toEqual([]);
  expect(await storyRow({ id })).toMatchObject({ title, summary: 'The admin rewrote the story.', version: 2 });

  // Choosing to keep their own version replaces only what they changed.
  await storyForm(first).getByRole('button', { name: 'Keep my version (save replaces theirs)' }).click();
  await storyForm(first).getByRole('button', { name: 'Save as draft' }).click();
  await expect(first.getByText('Story saved successfully!')).toBeVisible();
  expect(await storyRow({ id })).toMatchObject({
    title: `${title} (my better headline)`,
    summary: 'The admin rewrote the story.',
    version: 3,
  });
  await first.context().close();
  await second.context().close();
});
