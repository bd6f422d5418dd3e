import { expect, test, waitForRemoteArea } from '../../support/fixtures.ts';
import { dashboard, dashboardViolations, openDashboard, toast, uniqueSuffix } from './support/adminSupport.ts';

test.describe.configure({ timeout: 90_000 });

test.describe('admin: messages', () => {
  test('reads and archives a message sent from /contact', async ({ page, signInAs }) => {
    const suffix = uniqueSuffix();
    const name = `E2E Sender ${suffix}`;
    const email = `sender-${suffix}@example.com`;

    await page.goto('/contact');
    // The server's HTML shows the form at once; typing counts once the reader's code has hydrated it.
    await waitForRemoteArea(page, 'reader');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Message').fill('Line one.\n<b>Not bold</b>');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Message sent successfully!' })).toBeVisible();

    await signInAs('admin');
    await openDashboard(page, 'messages');
    const area = dashboard(page);
    await expect(area.getByRole('tab', { name: /^Messages\W+\d+ unread$/ })).toBeVisible();
    const message = area.getByRole('article', { name: `Message from ${name}` });
    await expect(message).toBeVisible();
    await expect(message.getByText('Unread', { exact: true })).toBeVisible();
    await expect(message).toContainText('<b>Not bold</b>');
    await expect(message.getByRole('link', { name: /^Reply/ })).toHaveAttribute(
      'href',
      `mailto:${email}?subject=Re%3A%20your%20message%20to%20The%20Daily%20Chronicle`,
    );
    expect(await dashboardViolations(page)).toEqual([]);

    await message.getByRole('button', { name: /^Mark as read/ }).click();
    await expect(toast(page, 'Marked as read')).toBeVisible();
    await expect(message.getByText('Unread', { exact: true })).toHaveCount(0);

    await message.getByRole('button', { name: /^Archive/ }).click();
    await expect(toast(page, 'Message archived')).toBeVisible();
    await expect(message).toHaveCount(0);
    await area.getByRole('button', { name: 'Archived', exact: true }).click();
    await expect(area.getByRole('article', { name: `Message from ${name}` })).toBeVisible();
  });
});
