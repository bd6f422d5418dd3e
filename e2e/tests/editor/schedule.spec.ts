import { expect, test, trackPageLoads } from '../../support/fixtures.ts';
import { fillStory, openConsole, signedInPage, storyForm, storyRow, uniqueTitle } from './support/editorSupport.ts';

// The story goes out at the next whole minute at least 25 s away (the form takes minutes, not
// seconds): between 25 and 85 s of waiting.
test.describe.configure({ timeout: 240_000 });

test('a story scheduled a minute ahead appears on an open home page at its time, without a reload', async ({
  page,
  signInAs,
  browser,
}) => {
  const title = uniqueTitle('Timed story');

  // A reader has the home page open before the story is even written.
  const reader = await signedInPage(browser, null);
  await reader.goto('/');
  await expect(reader.getByRole('heading', { name: 'Latest Stories' })).toBeVisible();
  const loads = await trackPageLoads(reader);

  await signInAs('editor');
  await openConsole(page, '?tab=stories&story=new');
  await fillStory(page, { title });
  const form = storyForm(page);
  await form.getByLabel('Schedule for later').check();
  // The browser's clock, written on London's (the panel's default zone, decision 168): the next
  // whole minute at least 25 s away.
  const when = await page.evaluate(() => {
    const at = new Date(Date.now() + 25_000);
    at.setSeconds(0, 0);
    at.setMinutes(at.getMinutes() + 1);
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/London',
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      })
        .formatToParts(at)
        .map((part) => [part.type, part.value]),
    );
    return {
      date: `${parts.year}-${parts.month}-${parts.day}`,
      time: `${parts.hour}:${parts.minute}`,
      iso: at.toISOString(),
    };
  });
  await form.getByLabel('Publish date').fill(when.date);
  await form.getByLabel('Publish time').fill(when.time);
  await expect(form.getByLabel('Publish automatically at this time')).toBeChecked();
  await form.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText('Story saved successfully!')).toBeVisible();

  // Saved for real: published, with its future time; listed as Scheduled.
  expect(await storyRow({ title })).toMatchObject({ status: 'published' });
  expect(new Date((await storyRow({ title }))?.published_at ?? 0).toISOString()).toBe(when.iso);
  await page.getByRole('button', { name: 'Scheduled', exact: true }).click();
  await expect(
    page.getByRole('listitem').filter({ hasText: title }).getByText('Scheduled', { exact: true }),
  ).toBeVisible();

  // Not public yet …
  await expect(reader.getByText(title)).toHaveCount(0);
  // … and on the open page once its time has come, with no reload.
  await expect(reader.getByText(title).first()).toBeVisible({ timeout: 150_000 });
  expect(loads()).toBe(0);
  await reader.context().close();
});
