import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { choicesFrom } from './NewsletterChoicesFields.tsx';
import { isToken, NEWSLETTER_LINK_MESSAGES, readSubscription, saveChoices, unsubscribe } from './newsletterLinks.ts';
import { Page } from '../subscribe/SubscribePage.styles.ts';
import { Notice } from './NewsletterPages.styles.ts';
import { SubscriptionForm } from './SubscriptionForm.tsx';
import { usePageTitle } from '../../routes/usePageTitle.ts';

type Outcome = 'saved' | 'unsubscribed' | 'invalid';

const OUTCOME_MESSAGES: Record<Outcome, string> = {
  saved: NEWSLETTER_LINK_MESSAGES.saved,
  unsubscribed: NEWSLETTER_LINK_MESSAGES.unsubscribed,
  invalid: NEWSLETTER_LINK_MESSAGES.invalidManage,
};

/**
 * /newsletter/manage?token=…: every newsletter's footer link. Changes the choices of a confirmed
 * subscription or unsubscribes in one click (no sign-in: the token is the authority).
 */
export function NewsletterManagePage() {
  usePageTitle('newsletterManage');
  const [params] = useSearchParams();
  const token = params.get('token');
  const queryKey = ['newsletter', 'subscription', token];
  const queryClient = useQueryClient();
  const subscription = useQuery({
    queryKey,
    queryFn: () => (isToken(token) ? readSubscription(token) : null),
    staleTime: Infinity,
  });
  const change = useMutation({
    mutationFn: async (action: { kind: 'save'; form: HTMLFormElement } | { kind: 'unsubscribe' }): Promise<Outcome> => {
      if (!isToken(token)) return 'invalid';
      if (action.kind === 'unsubscribe') return (await unsubscribe(token)) ? 'unsubscribed' : 'invalid';
      return (await saveChoices(token, choicesFrom(action.form))) as Outcome;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    change.mutate({ kind: 'save', form: event.currentTarget });
  }

  return (
    <Page aria-labelledby="newsletter-manage-title" aria-busy={subscription.isPending}>
      <h1 id="newsletter-manage-title">Your newsletter subscription</h1>
      {change.data && (
        <Notice $ok={change.data !== 'invalid'} role={change.data === 'invalid' ? 'alert' : 'status'}>
          {OUTCOME_MESSAGES[change.data]}
        </Notice>
      )}
      {(subscription.isError || change.isError) && (
        <Notice $ok={false} role="alert">
          {NEWSLETTER_LINK_MESSAGES.failed}
        </Notice>
      )}
      {subscription.data === null && (
        <Notice $ok={false} role="alert">
          {NEWSLETTER_LINK_MESSAGES.invalidManage}
        </Notice>
      )}
      {subscription.data && (
        <SubscriptionForm
          subscription={subscription.data}
          busy={change.isPending}
          onSubmit={onSubmit}
          onUnsubscribe={() => change.mutate({ kind: 'unsubscribe' })}
        />
      )}
    </Page>
  );
}
