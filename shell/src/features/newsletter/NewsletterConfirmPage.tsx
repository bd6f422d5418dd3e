import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { confirmSubscription, isToken, NEWSLETTER_LINK_MESSAGES } from './newsletterLinks.ts';
import { Page } from '../subscribe/SubscribePage.styles.ts';
import { Notice } from './NewsletterPages.styles.ts';
import { usePageTitle } from '../../routes/usePageTitle.ts';

/**
 * /newsletter/confirm?token=…: the double opt-in mail's link. The browser confirms (a mail
 * scanner fetching the page runs no script, so it confirms nothing); following it again is harmless.
 */
export function NewsletterConfirmPage() {
  usePageTitle('newsletterConfirm');
  const [params] = useSearchParams();
  const token = params.get('token');
  const confirm = useQuery({
    queryKey: ['newsletter', 'confirm', token],
    queryFn: () => (isToken(token) ? confirmSubscription(token) : false),
    staleTime: Infinity,
    retry: 1,
  });

  return (
    <Page aria-labelledby="newsletter-confirm-title" aria-busy={confirm.isPending}>
      <h1 id="newsletter-confirm-title">Newsletter subscription</h1>
      {confirm.isPending && <p>Confirming your subscription…</p>}
      {confirm.isError && (
        <Notice $ok={false} role="alert">
          {NEWSLETTER_LINK_MESSAGES.failed}
        </Notice>
      )}
      {confirm.data === true && (
        <Notice $ok role="status">
          {NEWSLETTER_LINK_MESSAGES.confirmed}
        </Notice>
      )}
      {confirm.data === false && (
        <>
          <Notice $ok={false} role="alert">
            {NEWSLETTER_LINK_MESSAGES.invalidConfirm}
          </Notice>
          <p>
            <Link to="/subscribe">Subscribe again</Link>
          </p>
        </>
      )}
    </Page>
  );
}
