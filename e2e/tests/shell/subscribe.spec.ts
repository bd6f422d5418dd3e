import { blockingViolations } from '../../support/axe.ts';
import { expect, test, waitForInteractive } from '../../support/fixtures.ts';
import { mailsTo, waitForMail, type CaughtMail } from '../../support/mail.ts';
import { clientAs, uniqueSuffix } from './support/shellSupport.ts';

const ALMOST_DONE = 'Almost done: we have sent you an e-mail. Follow its link to confirm your subscription.';

/**
 * A newsletter link's path and query: the mail links to SITE_URL, and the suite's portal listens
 * on a port of its own, so the link is followed on the portal under test.
 */
function linkIn(mail: CaughtMail, path: string): string {
  const match = new RegExp(`https?://[^\\s"]*(${path}\\?token=[0-9a-f]{96})`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in "${mail.subject}"`);
  return match[1];
}

// Several navigations and sign-ins per test: allow for a busy CI box.
test.describe.configure({ timeout: 90_000 });

test.describe('Subscribe and Alerts', { tag: '@mobile' }, () => {
  test('the header Subscribe link asks for a confirmation, answers a re-subscriber alike and reports typos', async ({
    page,
  }) => {
    const email = `subscriber-${uniqueSuffix()}@example.com`;
    await page.goto('/');
    // The form's checks are the script's: a submit before hydration is the browser's own.
    await waitForInteractive(page);
    await page.getByRole('link', { name: 'Subscribe' }).first().click();
    await expect(page).toHaveURL(/\/subscribe$/);
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });

    await form.getByLabel('Email address').fill('not-an-address');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address.');

    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status')).toHaveText(ALMOST_DONE);

    // No enumeration (decision 143): a known address gets the same answer as a new one.
    await page.reload();
    await waitForInteractive(page);
    await form.getByLabel('Email address').fill(email.toUpperCase());
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status')).toHaveText(ALMOST_DONE);
    await expect(form.getByRole('alert')).toHaveCount(0);
  });

  test('Alerts turns on breaking-news notifications and shows one for a new item', async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    await page.addInitScript(() => {
      // Record notifications instead of showing them (headless Chromium has no notification UI).
      const shown: string[] = [];
      (window as unknown as { shownNotifications: string[] }).shownNotifications = shown;
      class RecordingNotification {
        static permission: NotificationPermission = 'granted';
        static requestPermission = async () => 'granted' as NotificationPermission;
        constructor(title: string) {
          shown.push(title);
        }
      }
      Object.defineProperty(window, 'Notification', { value: RecordingNotification });
    });
    await page.goto('/');
    // Before hydration the link loads the server's /alerts, whose button answers only once hydrated.
    await waitForInteractive(page);
    await page.getByRole('link', { name: 'Alerts' }).first().click();
    await page.getByRole('button', { name: 'Turn on alerts' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Breaking news alerts are on.' })).toBeVisible();

    const editor = await clientAs('editor');
    const title = `Alert test ${uniqueSuffix()}`;
    const { data } = await editor
      .from('live_feeds')
      .insert({ title, url: '#', source: 'E2E', category: 'breaking' })
      .select('id')
      .single();
    try {
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { shownNotifications: string[] }).shownNotifications))
        .toContain(`Breaking: ${title}`);
    } finally {
      await editor
        .from('live_feeds')
        .delete()
        .eq('id', data?.id ?? '');
      await editor.auth.signOut({ scope: 'local' });
    }
  });
});

// Desktop only: the mobile layout of the same pages is covered above (CI time, decision 150).
test.describe('Newsletter double opt-in', () => {
  test('double opt-in: confirm from the mail, change the choices, unsubscribe by the link and in one click', async ({
    page,
    request,
  }) => {
    const email = `optin-${uniqueSuffix()}@example.com`;
    await page.goto('/subscribe');
    // The form's checks are the script's: a submit before hydration is the browser's own.
    await waitForInteractive(page);
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('checkbox', { name: /morning edition/ }).uncheck();
    await form.getByRole('checkbox', { name: /Breaking news alerts/ }).uncheck();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please choose at least one newsletter.');
    await form.getByRole('checkbox', { name: /Breaking news alerts/ }).check();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status')).toHaveText(ALMOST_DONE);
    expect(await blockingViolations(page)).toEqual([]);

    const mail = await waitForMail(email, /^Confirm your subscription/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const confirm = linkIn(mail, '/newsletter/confirm');
    const manage = linkIn(mail, '/newsletter/manage');
    await page.goto(confirm);
    // The page's own status, not the header ticker's "Loading breaking news…" while it hydrates.
    const status = page.getByRole('main').getByRole('status');
    await expect(status).toHaveText('Your subscription is confirmed. Thank you!');

    await page.goto(manage);
    const choices = page.getByRole('form', { name: 'Newsletter choices' });
    await expect(choices.getByText(`Newsletters for o•••@example.com.`)).toBeVisible();
    await expect(choices.getByRole('checkbox', { name: /Breaking news alerts/ })).toBeChecked();
    await expect(choices.getByRole('checkbox', { name: /morning edition/ })).not.toBeChecked();
    await choices.getByRole('checkbox', { name: /morning edition/ }).check();
    await choices.getByRole('button', { name: 'Save my choices' }).click();
    await expect(status).toHaveText('Your choices are saved.');
    expect(await blockingViolations(page)).toEqual([]);
    await page.reload();
    await expect(choices.getByRole('checkbox', { name: /morning edition/ })).toBeChecked();

    await choices.getByRole('button', { name: 'Unsubscribe from all' }).click();
    await expect(status).toHaveText('You have been unsubscribed. You will get no more newsletters from us.');
    await expect(page.getByText('o•••@example.com is not subscribed.')).toBeVisible();

    // The old confirmation link cannot subscribe the address again; a forged token shows nothing.
    await page.goto(confirm);
    await expect(page.getByRole('alert')).toHaveText(
      'This confirmation link is invalid or has expired. Please subscribe again.',
    );
    await page.goto(`${manage.slice(0, -8)}00000000`);
    await expect(page.getByRole('alert')).toHaveText(
      'This link is invalid. Use the link at the bottom of one of our newsletters.',
    );

    // RFC 8058: the List-Unsubscribe URL answers a POST (no page, no key), a replay alike.
    const oneClick = /^<(.+)>$/.exec(mail.headers['list-unsubscribe'])?.[1] ?? '';
    const answer = await request.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(answer.status()).toBe(200);
    // Nothing but the confirmation: no mail about unsubscribing. (Specs beside this one add breaking
    // news, whose alerts reached the address while it was subscribed to them.)
    const mails = await mailsTo(email);
    expect(mails.filter((sent) => !sent.subject.startsWith('Breaking: '))).toHaveLength(1);
  });
});
