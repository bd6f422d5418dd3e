import { blockingViolations } from '../../support/axe.ts';
import { expect, test, waitForRemoteArea } from '../../support/fixtures.ts';
import { e2eAdminSupabase, e2eSupabase } from '../../support/supabase.ts';
import { openConsoleTab, signedInPage, storyForm, storyRow, toast, uniqueTitle } from './support/editorSupport.ts';

test.describe.configure({ timeout: 120_000 });

test.describe('story tips inbox', () => {
  test('a tip sent on /submit-story reaches the inbox and becomes a draft', async ({ page, browser, signInAs }) => {
    const title = uniqueTitle('Tip: <i>borehole</i> broken');
    const summary = 'Ward 4 has had no water for six weeks.\n\nWe buy it from vendors.';

    // A reader sends the tip (signed out).
    const reader = await signedInPage(browser, null);
    await reader.goto('/submit-story');
    // The server's HTML shows the form at once; typing counts once the reader's code has hydrated it.
    await waitForRemoteArea(reader, 'reader');
    await reader.getByLabel('Title *').fill(title);
    await reader.getByLabel('What happened? *').fill(summary);
    await reader.getByLabel('Where did it happen?').fill('Ward 4, Epworth');
    await reader.getByLabel('When did it happen?').fill('Since early November');
    await reader.getByLabel('Category *').selectOption('Health & Environment');
    await reader.getByLabel('Your name', { exact: true }).fill('Concerned Resident');
    await reader.getByLabel('How to contact you').fill('Call 077 123 4567 after 6 pm');
    await expect(reader.getByText('Contact details are kept confidential and seen only by our editors.')).toBeVisible();
    expect(await blockingViolations(reader, 'main')).toEqual([]);
    await reader.getByRole('button', { name: 'Submit Story' }).click();
    await expect(reader.getByRole('alert')).toContainText('Thank you for submitting your story!');
    await reader.context().close();

    await signInAs('editor');
    await openConsoleTab(page, 'stories', 'Stories');
    await page.getByRole('button', { name: /^Story tips \(\d+ new\)$/ }).click();
    await expect(page).toHaveURL(/view=tips/);
    const inbox = page.getByRole('region', { name: 'Story tips' });
    const row = inbox.locator('[data-tip-id]').filter({ hasText: title });
    await expect(row).toContainText('New');
    // Newest first: the tip just sent is at the top.
    await expect(inbox.locator('[data-tip-id]').first()).toContainText(title);
    expect(await blockingViolations(page, 'main')).toEqual([]);

    await row.getByRole('button', { name: `Open tip ${title}` }).click();
    const tip = page.getByRole('article', { name: title });
    await expect(tip.getByRole('heading', { level: 2, name: title })).toBeFocused();
    await expect(tip).toContainText('We buy it from vendors.');
    // The tipster can be reached: the contact, where and when are in the inbox (issue 49).
    await expect(tip).toContainText('Call 077 123 4567 after 6 pm');
    await expect(tip).toContainText('Ward 4, Epworth');
    await expect(tip).toContainText('Since early November');
    await tip.getByLabel('Status').selectOption('reviewed');
    await expect(toast(page, 'Story tip updated')).toBeVisible();
    expect(await blockingViolations(page, 'main')).toEqual([]);

    await tip.getByRole('button', { name: 'Start a draft from this tip' }).click();
    await expect(toast(page, 'Draft created from the tip')).toBeVisible();
    const form = storyForm(page);
    await expect(form.getByRole('heading', { name: 'Edit story' })).toBeVisible();
    await expect(form.getByLabel('Title')).toHaveValue(title);
    // The tip's paragraphs become the story text's paragraphs.
    await expect(form.getByRole('textbox', { name: 'Story text' }).locator('p')).toHaveText(summary.split('\n\n'));
    await expect(form.getByLabel('Author')).toHaveValue('Concerned Resident');
    await expect(form.getByLabel('Category')).toHaveValue('Health & Environment');

    const story = await storyRow({ title });
    expect(story?.status).toBe('draft');
    const { data: used } = await e2eAdminSupabase()
      .from('story_tips')
      .select('status, story_id')
      .eq('title', title)
      .single();
    expect(used).toEqual({ status: 'used', story_id: story?.id });
    // A draft: readers do not see it.
    const { data: anon } = await e2eSupabase()
      .from('news_stories')
      .select('id')
      .eq('id', story?.id ?? '');
    expect(anon).toEqual([]);

    await e2eAdminSupabase()
      .from('news_stories')
      .delete()
      .eq('id', story?.id ?? '');
  });

  test('nobody but editors and admins can read the tips', async () => {
    const { data: anonTips, error } = await e2eSupabase().from('story_tips').select('id');
    expect(anonTips ?? []).toEqual([]);
    expect(error?.code).toBe('42501');
  });
});
