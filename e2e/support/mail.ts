import { expect } from '@playwright/test';

/** A message as the mail catcher's JSON API lists it (backend/src/mail/catcher). */
export interface CaughtMail {
  to: string[];
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

function inboxUrl(): string {
  const url = process.env.E2E_MAIL_URL;
  if (!url) throw new Error('E2E_MAIL_URL is not set: run the suite with the e2e globalSetup');
  return url;
}

/** Every mail to `to`, newest first. */
export async function mailsTo(to: string): Promise<CaughtMail[]> {
  const response = await fetch(`${inboxUrl()}/api/messages?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { messages: CaughtMail[] }).messages;
}

/** The newest mail to `to` whose subject matches, once it has arrived. */
export async function waitForMail(to: string, subject: RegExp): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(async () => {
      found = (await mailsTo(to)).find((mail) => subject.test(mail.subject));
      return Boolean(found);
    })
    .toBe(true);
  return found as CaughtMail;
}

/** The mail's link to the backend's /auth/v1/verify, as a reader would click it. */
export function verifyLinkIn(mail: CaughtMail): string {
  const match = mail.html.match(/href="([^"]*\/auth\/v1\/verify\?[^"]*)"/);
  if (!match) throw new Error(`no verify link in "${mail.subject}"`);
  return match[1].replaceAll('&amp;', '&');
}
