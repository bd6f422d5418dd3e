import { Button, TextField, useNewsletterSignup } from '@newsroom/shared';
import { type FormEvent } from 'react';
import { choicesFrom, NewsletterChoicesFields } from '../newsletter/NewsletterChoicesFields.tsx';
import { Page, Result } from './SubscribePage.styles.ts';
import { usePageTitle } from '../../routes/usePageTitle.ts';

/**
 * The header's Subscribe (decision 042): the address and the newsletters wanted; the database
 * mails a confirmation link and nothing else is sent until it is followed (decision 150).
 */
export function SubscribePage() {
  usePageTitle('subscribe');
  const signup = useNewsletterSignup();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '');
    signup.mutate({ email, ...choicesFrom(form) }, { onSuccess: (result) => result.ok && form.reset() });
  }

  const result = signup.data;
  return (
    <Page aria-labelledby="subscribe-title">
      <h1 id="subscribe-title">Subscribe to our newsletter</h1>
      <p>The day&apos;s most important stories from the UK, Zimbabwe and around the world, every morning.</p>
      <form noValidate onSubmit={onSubmit} aria-label="Newsletter sign-up">
        <TextField label="Email address" name="email" type="email" autoComplete="email" required />
        <NewsletterChoicesFields defaults={{ morningEdition: true, breakingAlerts: false }} />
        {result && (
          <Result $ok={result.ok} role={result.ok ? 'status' : 'alert'}>
            {result.message}
          </Result>
        )}
        <Button type="submit" disabled={signup.isPending}>
          {signup.isPending ? 'Subscribing…' : 'Subscribe'}
        </Button>
      </form>
    </Page>
  );
}
