import { Button } from '@newsroom/shared';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { NewsletterChoicesFields } from './NewsletterChoicesFields.tsx';
import type { Subscription } from './newsletterLinks.ts';
import { Actions } from './NewsletterPages.styles.ts';

interface FormProps {
  subscription: Subscription;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onUnsubscribe: () => void;
}

/** The manage page's body for the token's subscription, by its status. */
export function SubscriptionForm({ subscription, busy, onSubmit, onUnsubscribe }: FormProps) {
  if (subscription.status === 'unsubscribed') {
    return (
      <p>
        {subscription.maskedEmail} is not subscribed. <Link to="/subscribe">Subscribe again</Link>
      </p>
    );
  }
  if (subscription.status === 'pending') {
    return (
      <>
        <p>{subscription.maskedEmail} has not confirmed the subscription yet: follow the link in our first mail.</p>
        <Button type="button" $variant="secondary" disabled={busy} onClick={onUnsubscribe}>
          Unsubscribe
        </Button>
      </>
    );
  }
  return (
    <form onSubmit={onSubmit} aria-label="Newsletter choices">
      <p>Newsletters for {subscription.maskedEmail}.</p>
      <NewsletterChoicesFields defaults={subscription} disabled={busy} />
      <Actions>
        <Button type="submit" disabled={busy}>
          Save my choices
        </Button>
        <Button type="button" $variant="danger" disabled={busy} onClick={onUnsubscribe}>
          Unsubscribe from all
        </Button>
      </Actions>
    </form>
  );
}
