import { expect, test } from '../../support/fixtures.ts';
import { e2eAdminSupabase } from '../../support/supabase.ts';
import { openConsole, storyForm, uniqueTitle } from './support/editorSupport.ts';

test.describe.configure({ timeout: 120_000 });

/** A story written years ago (the service role may set created_at), with a word found nowhere else. */
async function addOldStory(title: string, word: string): Promise<string> {
  const { data, error } = await e2eAdminSupabase()
    .from('news_stories')
    .insert({
      title,
      summary: `An inquiry into the floods, seven years on. The ${word} report is quoted in full.`,
      author: 'Archive Reporter',
      category: 'Foreign',
      read_time: '5 min read',
      status: 'published',
      published_at: '2019-03-01T08:00:00Z',
      created_at: '2019-03-01T08:00:00Z',
    })
    .select('id')
    .single();
  if (error || !data) throw new Error(`could not add an old story: ${error?.message}`);
  return String(data.id);
}

test.describe('the console at archive scale', () => {
  test('pages with counts from the database, finds an old story by a word of its text and opens it by link', async ({
    page,
    signInAs,
  }) => {
    const word = `quokka${Date.now().toString(36)}`;
    const title = uniqueTitle('Floods inquiry, 2019');
    const id = await addOldStory(title, word);
    // The console lists what is not in the trash (decision 195); the service role sees both.
    const { count } = await e2eAdminSupabase()
      .from('news_stories')
      .select('id', { count: 'exact', head: true })
      .is('deleted_at', null);

    await signInAs('editor');
    await openConsole(page);
    // Page 1 of many: 25 rows and the total from a count, not from the rows loaded.
    const showing = page.getByText(/^Showing 1–25 of [\d,]+ stories$/);
    await expect(showing).toBeVisible();
    const total = Number((await showing.innerText()).match(/of ([\d,]+)/)?.[1].replaceAll(',', ''));
    expect(total).toBeGreaterThanOrEqual(count ?? 0);
    await expect(page.locator('[data-story-id]')).toHaveCount(25);
    const pages = page.getByRole('navigation', { name: 'Story pages' });
    await expect(pages.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: title })).toHaveCount(0);
    await pages.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(/^Showing 26–\d+ of [\d,]+ stories$/)).toBeVisible();
    await expect(page).toHaveURL(/page=2/);

    // A word of the body finds it, whatever its age.
    await page.getByRole('searchbox', { name: 'Search stories by title or author' }).fill(word);
    await expect(page.getByText('Showing 1–1 of 1 story')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`q=${word}`));
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(storyForm(page).getByLabel('Title')).toHaveValue(title);
    await expect(storyForm(page).getByLabel('Story text')).toContainText(word);

    // A direct link to the old story opens its form.
    await openConsole(page, `?tab=stories&story=${id}`);
    await expect(storyForm(page).getByLabel('Title')).toHaveValue(title);
    await storyForm(page).getByRole('button', { name: 'Back to stories' }).click();
    await expect(page.getByText(/^Showing 1–25 of [\d,]+ stories$/)).toBeVisible();

    // Odd input: punctuation and tsquery syntax say nothing matches; a page past the end goes to the last.
    await page.getByRole('searchbox', { name: 'Search stories by title or author' }).fill('& | ! ( ) : *');
    await expect(page.getByText('No stories match.')).toBeVisible();
    await openConsole(page, '?tab=stories&page=9999');
    await expect(page).toHaveURL(/page=\d{1,3}$/);
    await expect(page.getByText(/^Showing [\d,]+–[\d,]+ of [\d,]+ stories$/)).toBeVisible();

    await e2eAdminSupabase().from('news_stories').delete().eq('id', id);
  });

  test('filters by status, category and author in the database', async ({ page, signInAs }) => {
    const title = uniqueTitle('Old drafts of a byline');
    const author = `Byline ${Date.now().toString(36)}`;
    const { data } = await e2eAdminSupabase()
      .from('news_stories')
      .insert({ title, author, category: 'Sports', read_time: '2 min read', status: 'draft', summary: 'Notes.' })
      .select('id')
      .single();
    await signInAs('editor');
    await openConsole(page);
    await page.getByRole('button', { name: 'Drafts', exact: true }).click();
    await page.getByRole('combobox', { name: 'Filter stories by category' }).selectOption('Sports');
    await page.getByRole('textbox', { name: 'Filter stories by author' }).fill(author.toUpperCase());
    await expect(page.getByText('Showing 1–1 of 1 story')).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Published', exact: true }).click();
    await expect(page.getByText('No stories match.')).toBeVisible();
    await e2eAdminSupabase()
      .from('news_stories')
      .delete()
      .eq('id', data?.id ?? '');
  });
});
