import { LITE_NEWSLETTER_PATH } from './liteRoutes.ts';

export interface LiteNewsletterFormProps {
  /** The address typed before a refusal. */
  email?: string;
  /** The id of the refusal's sentence, which describes the field. */
  errorId?: string;
}

/**
 * The newsletter sign-up as a plain POST form (no script): the address and the full site's two
 * choices (NewsletterChoicesFields), with its defaults. The shell server answers it (303).
 */
export function LiteNewsletterForm({ email = '', errorId }: LiteNewsletterFormProps) {
  return (
    <form method="post" action={LITE_NEWSLETTER_PATH} aria-label="Newsletter sign-up">
      <p>
        <label htmlFor="lite-newsletter-email">Email address</label>{' '}
        <input
          id="lite-newsletter-email"
          type="email"
          name="email"
          autoComplete="email"
          required
          defaultValue={email}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
        />
      </p>
      <fieldset>
        <legend>What would you like to receive?</legend>
        <label>
          <input type="checkbox" name="morningEdition" defaultChecked /> The morning edition: the day&apos;s top stories
          at 6 a.m.
        </label>
        <br />
        <label>
          <input type="checkbox" name="breakingAlerts" /> Breaking news alerts (at most one every 10 minutes)
        </label>
      </fieldset>
      <p>
        <button type="submit">Subscribe</button>
      </p>
    </form>
  );
}
