import type { CaughtMessage } from '../../src/mail/catcher/messageStore.ts';

/** Reads what the backend sent from the mail catcher's JSON API (never from a mock). */
export interface Mailbox {
  inboxUrl: string;
  /** Every message to `to`, newest first. */
  messages(to: string): Promise<CaughtMessage[]>;
  /** The newest message to `to` whose subject matches, waiting for it to arrive. */
  waitFor(to: string, subject: RegExp): Promise<CaughtMessage>;
}

/** The first link in a mail's HTML that leads to /auth/v1/verify. */
export function verifyLink(message: CaughtMessage): URL {
  const match = message.html.match(/href="([^"]*\/auth\/v1\/verify\?[^"]*)"/);
  if (!match) throw new Error(`no verify link in "${message.subject}"`);
  return new URL(match[1].replaceAll('&amp;', '&'));
}

export function createMailbox(inboxUrl: string): Mailbox {
  const messages = async (to: string) => {
    const response = await fetch(`${inboxUrl}/api/messages?to=${encodeURIComponent(to)}`);
    return ((await response.json()) as { messages: CaughtMessage[] }).messages;
  };
  return {
    inboxUrl,
    messages,
    async waitFor(to, subject) {
      for (let attempt = 0; attempt < 200; attempt += 1) {
        const found = (await messages(to)).find((message) => subject.test(message.subject));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no mail to ${to} matching ${subject}`);
    },
  };
}
