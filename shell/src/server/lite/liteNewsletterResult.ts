import { NEWSLETTER_MESSAGES } from '@newsroom/shared';

/**
 * What a lite sign-up came to, named by the shell server's 303 (`?result=`, shell/server/liteNewsletter.mjs):
 * only these names are read, each shown as its fixed sentence, so a crafted link cannot put words on the page.
 */
export const LITE_NEWSLETTER_RESULTS = {
  sent: NEWSLETTER_MESSAGES.subscribed,
  invalid: NEWSLETTER_MESSAGES.invalid,
  choose: NEWSLETTER_MESSAGES.noChoice,
  limited: 'Too many sign-up attempts from your connection. Please try again later.',
  unavailable: 'The newsletter service is unavailable right now. Please try again in a few minutes.',
} as const;

export type LiteNewsletterResult = keyof typeof LITE_NEWSLETTER_RESULTS;

/** The longest address the form keeps (RFC 5321's path limit). */
const EMAIL_MAX_CHARS = 254;

export interface LiteNewsletterAnswer {
  result: LiteNewsletterResult | null;
  /** The address typed, given back on a refusal (never after "sent"). */
  email: string;
}

/** The sign-up's answer from the page's query; an unknown result is the form alone. */
export function liteNewsletterAnswer(searchParams: URLSearchParams): LiteNewsletterAnswer {
  const named = searchParams.get('result') ?? '';
  const result = Object.hasOwn(LITE_NEWSLETTER_RESULTS, named) ? (named as LiteNewsletterResult) : null;
  const email = result && result !== 'sent' ? (searchParams.get('email') ?? '').slice(0, EMAIL_MAX_CHARS) : '';
  return { result, email };
}
