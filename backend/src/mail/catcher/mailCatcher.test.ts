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
});
