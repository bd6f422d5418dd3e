import type { APIRequestContext } from '@playwright/test';
import { blockingViolations } from '../../support/axe.ts';
import { expect, test, waitForRemoteArea } from '../../support/fixtures.ts';
import { e2eAdminSupabase, e2eSupabase } from '../../support/supabase.ts';
import {
  addStory,
  fillStoryText,
  openConsole,
  signedInPage,
  storyForm,
  toast,
  uniqueTitle,
} from './support/editorSupport.ts';

test.describe.configure({ timeout: 180_000 });

const HOSTILE = '<script>alert(1)</script>';

async function jsonLdOf(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  );
}

test('a reader reports an error, the editor corrects the story and resolves the report: the note shows everywhere', async ({
  page,
  browser,
  request,
  signInAs,
}) => {
  const title = uniqueTitle('Budget vote');
  const id = await addStory({ title, status: 'published', published_at: new Date(Date.now() - 60_000).toISOString() });
  const report = `The vote was on Tuesday, not Monday. ${HOSTILE} ${uniqueTitle('report')}`;
  const note = `${uniqueTitle('The vote was held on Tuesday')} ${HOSTILE}`;

  // 1. A signed-out reader reports an error; a failed send keeps every word.
  const reader = await signedInPage(browser, null);
  await reader.goto(`/story/${id}`);
  await waitForRemoteArea(reader, 'reader');
  await reader.getByText('Report an error', { exact: true }).click();
  const form = reader.getByRole('form', { name: 'Report an error in this story' });
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please describe the error.');
  await form.getByLabel('What is wrong? *').fill(report);
  await form.getByLabel('Source link (optional)').fill('https://example.org/minutes');
  await reader.route('**/rest/v1/story_error_reports**', (route) => route.abort('connectionreset'), { times: 1 });
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(form.getByRole('alert')).toHaveText('Your report could not be sent. Please try again later.');
  await expect(form.getByLabel('What is wrong? *')).toHaveValue(report);
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you. Your report has reached the editors.');
  expect(await blockingViolations(reader, 'main')).toEqual([]);
  await reader.context().close();

  // 2. The editor corrects the story with a note.
  await signInAs('editor');
  await openConsole(page, `?tab=stories&story=${id}`);
  const editor = storyForm(page);
  await fillStoryText(editor, 'The council voted on Tuesday.');
  await editor.getByLabel('Note', { exact: true }).selectOption('correction');
  await editor.getByLabel('Note text').fill(note);
  await editor.getByRole('button', { name: 'Publish update' }).click();
  await expect(toast(page, 'Story saved successfully!')).toBeVisible();

  // 3. The report is in the inbox beside the tips, linked to the story; the editor resolves it.
  await openConsole(page, '?tab=stories&view=reports');
  const inbox = page.getByRole('region', { name: 'Error reports' });
  const row = inbox.locator('[data-report-id]').filter({ hasText: report });
  await expect(row).toContainText(title);
  await expect(row).toContainText('New');
  await expect(row.getByRole('link', { name: 'https://example.org/minutes' })).toBeVisible();
  await row.getByLabel(`Correction it led to (${title})`).selectOption({ label: `Correction: ${note}` });
  await expect(toast(page, 'Error report updated')).toBeVisible();
  await expect(row).toContainText('Corrected');
  await expect(row).toContainText(`Led to: Correction: ${note}`);
  expect(await blockingViolations(page, 'main')).toEqual([]);
  const { data: stored } = await e2eAdminSupabase()
    .from('story_error_reports')
    .select('status, correction_id, reviewed_by')
    .eq('description', report)
    .single();
  expect(stored).toMatchObject({
    status: 'corrected',
    correction_id: expect.any(String),
    reviewed_by: expect.any(String),
  });

  // 4. The story page (server-rendered, its cached copy purged) ends with the note; JSON-LD carries it.
  const [article] = await jsonLdOf(request, `/story/${id}`);
  expect(article).toMatchObject({
    '@type': 'NewsArticle',
    correction: [{ '@type': 'CorrectionComment', text: `Correction: ${note}`, datePublished: expect.any(String) }],
  });
  expect(Date.parse(article.dateModified as string)).toBeGreaterThanOrEqual(
    Date.parse((article.correction as { datePublished: string }[])[0].datePublished),
  );
  await page.goto(`/story/${id}`);
  const notes = page.getByRole('region', { name: 'Corrections and clarifications' });
  await expect(notes).toContainText(`Correction: ${note}`);
  await expect(page.locator('script:text("alert(1)")')).toHaveCount(0);

  // 5. /corrections lists it first, linked to the story; its feed and the sitemap name it.
  await page.goto('/corrections');
  await expect(page.getByRole('heading', { level: 1, name: 'Corrections and clarifications' })).toBeVisible();
  const first = page.getByRole('main').getByRole('listitem').first();
  // Linked at the story's address, its slug (decision 206).
  const { data: address } = await e2eSupabase().from('news_stories').select('slug').eq('id', id).single();
  await expect(first.getByRole('link', { name: title })).toHaveAttribute('href', `/story/${address?.slug}`);
  await expect(first).toContainText(`Correction: ${note}`);
  expect(await blockingViolations(page, 'main')).toEqual([]);
  const feed = await (await request.get('/corrections/rss.xml')).text();
  expect(feed).toContain(`<title>Correction: ${title}</title>`);
  expect(feed).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(await (await request.get('/sitemaps/pages.xml')).text()).toContain('/corrections</loc>');

  await e2eAdminSupabase().from('news_stories').delete().eq('id', id);
});

test('error reports: refused for a story that is not published, unreadable by readers; /corrections?page=abc is 404', async ({
  request,
}) => {
  const draft = await addStory({ title: uniqueTitle('Draft'), status: 'draft' });
  const refused = await e2eSupabase().from('story_error_reports').insert({ story_id: draft, description: 'Wrong.' });
  expect(refused.error?.code).toBe('PT404');
  const { data, error } = await e2eSupabase().from('story_error_reports').select('id');
  expect(data ?? []).toEqual([]);
  expect(error?.code).toBe('42501');
  expect((await request.get('/corrections?page=abc')).status()).toBe(404);
  await e2eAdminSupabase().from('news_stories').delete().eq('id', draft);
});
