import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailConfigFromEnv } from '../config.ts';
import { createMailer, type Mailer } from '../mailer.ts';
import { startMailCatcher, type RunningMailCatcher } from './mailCatcher.ts';

describe('mail catcher and mailer', () => {
  let catcher: RunningMailCatcher;
  let mailer: Mailer;
  beforeAll(async () => {
    catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
    mailer = createMailer(mailConfigFromEnv({ SMTP_PORT: String(catcher.smtpPort), SITE_NAME: 'Test "Times"' }));
  });
  afterAll(async () => {
    mailer.close();
    await catcher.close();
  });

  it('keeps what is sent over SMTP and serves it as JSON and in the inbox page, escaped', async () => {
    await mailer.send({
      to: 'reader@example.com',
      subject: 'Hello <b>\r\nBcc: victim@example.com',
      html: '<p>Hi <script>alert(1)</script></p>',
      text: 'Hi',
      headers: { 'List-Unsubscribe': '<https://x.example/u>\r\nBcc: victim@example.com' },
    });
    const api = await (await fetch(`${catcher.inboxUrl}/api/messages?to=reader@example.com`)).json();
    expect(api.messages).toHaveLength(1);
    const [message] = api.messages;
    expect(message.to).toEqual(['reader@example.com']);
    expect(message.subject).toBe('Hello <b> Bcc: victim@example.com');
    expect(message.headers.bcc).toBeUndefined();
    expect(message.headers['list-unsubscribe']).toBe('<https://x.example/u> Bcc: victim@example.com');
    expect(message.from).toBe('"Test Times" <no-reply@dailychronicle.example>');
    const inbox = await (await fetch(catcher.inboxUrl)).text();
    expect(inbox).toContain('Hello &#60;b&#62;');
    expect(inbox).not.toContain('Hello <b>');
    const page = await (await fetch(`${catcher.inboxUrl}/messages/${message.id}`)).text();
    expect(page).toContain('sandbox=""');
    expect(page).not.toContain('<script>alert(1)</script>');
  });

  it('refuses on request with a temporary failure, which the background sender retries', async () => {
    await fetch(`${catcher.inboxUrl}/api/faults`, { method: 'POST', body: JSON.stringify({ rejectNext: 1 }) });
    await expect(mailer.send({ to: 'a@example.com', subject: 's', html: '<p>x</p>', text: 'x' })).rejects.toThrow();
    await fetch(`${catcher.inboxUrl}/api/faults`, { method: 'POST', body: JSON.stringify({ rejectNext: 1 }) });
    mailer.sendLater({ to: 'b@example.com', subject: 'retried', html: '<p>x</p>', text: 'x' }, 'test');
    await mailer.idle();
    const api = await (await fetch(`${catcher.inboxUrl}/api/messages?to=b@example.com`)).json();
    expect(api.messages.map((m: { subject: string }) => m.subject)).toEqual(['retried']);
  });

  it('takes a committed message only after its commit, and none whose commit failed', async () => {
    const inboxOf = async (to: string) =>
      ((await (await fetch(`${catcher.inboxUrl}/api/messages?to=${to}`)).json()) as { messages: unknown[] }).messages;
    let heldAtCommit: unknown[] | undefined;
    const mail = (to: string) => ({ to, subject: 'Morning', html: '<p>x</p>', text: 'x' });
    await mailer.sendCommitted(mail('c@example.com'), async () => {
      heldAtCommit = await inboxOf('c@example.com');
    });
    // While the commit ran, the server had the whole message but its end: nothing taken yet.
    expect(heldAtCommit).toEqual([]);
    expect(await inboxOf('c@example.com')).toHaveLength(1);

    await expect(
      mailer.sendCommitted(mail('d@example.com'), async () => {
        throw new Error('the send log is unreachable');
      }),
    ).rejects.toThrow('the send log is unreachable');
    // The unfinished message is dropped by the server; the mailer goes on with the next.
    expect(await inboxOf('d@example.com')).toEqual([]);
    await mailer.send(mail('e@example.com'));
    expect(await inboxOf('e@example.com')).toHaveLength(1);
  });
});
