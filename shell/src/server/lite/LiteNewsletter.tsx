import { LiteNewsletterForm } from './LiteNewsletterForm.tsx';
import { LITE_PREFIX } from './liteRoutes.ts';
import { LITE_NEWSLETTER_RESULTS, type LiteNewsletterAnswer } from './liteNewsletterResult.ts';

const ERROR_ID = 'lite-newsletter-error';

/** /lite/newsletter: the form alone, "Check your inbox" after a sign-up, or the refusal and the form again. */
export function LiteNewsletter({ result, email }: LiteNewsletterAnswer) {
  if (result === 'sent') {
    return (
      <>
        <h1>Check your inbox</h1>
        <p>{LITE_NEWSLETTER_RESULTS.sent}</p>
        <p>
          <a href={LITE_PREFIX}>Go to today’s news</a>
        </p>
      </>
    );
  }
  return (
    <>
      <h1>Subscribe to our newsletter</h1>
      {result && (
        <p id={ERROR_ID}>
          <strong>{LITE_NEWSLETTER_RESULTS[result]}</strong>
        </p>
      )}
      <LiteNewsletterForm email={email} errorId={result ? ERROR_ID : undefined} />
    </>
  );
}
