import { Button, TextField, useNewsletterSignup } from '@newsroom/shared';
import { type FormEvent } from 'react';
import { Page, Result } from './SubscribePage.styles.ts';

/** The header's Subscribe: a newsletter sign-up that stores the address (decision 042). */
export function SubscribePage() {
  const signup = useNewsletterSignup();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '');
    signup.mutate(email, { onSuccess: (result) => result.ok && form.reset() });
  }

  const result = signup.data;
  return (
    <Page aria-labelledby="subscribe-title">
      <h1 id="subscribe-title">Subscribe to our newsletter</h1>
      <p>The day&apos;s most important stories from the UK, Zimbabwe and around the world, every morning.</p>
      <form noValidate onSubmit={onSubmit} aria-label="Newsletter sign-up">
        <TextField label="Email address" name="email" type="email" autoComplete="email" required />
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
