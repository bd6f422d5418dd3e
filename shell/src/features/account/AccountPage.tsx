import { Button, changeEmail, linkMessageInUrl, TextField, useAuth } from '@newsroom/shared';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Page, Result } from '../subscribe/SubscribePage.styles.ts';
import { usePageTitle } from '../../routes/usePageTitle.ts';

/**
 * /account (signed in): the account's address and a form to change it. The change is confirmed
 * from both addresses; the links land back here (the first with GoTrue's notice in the fragment).
 */
export function AccountPage() {
  usePageTitle('account');
  const email = useAuth((state) => state.user?.email ?? '');
  const [notice] = useState(() => (typeof window === 'undefined' ? null : linkMessageInUrl(window.location.hash)));
  const change = useMutation({ mutationFn: changeEmail });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    change.mutate(String(new FormData(event.currentTarget).get('email') ?? ''));
  }

  const result = change.data;
  return (
    <Page aria-labelledby="account-title">
      <h1 id="account-title">Your account</h1>
      {notice && (
        <Result $ok role="status">
          {notice}
        </Result>
      )}
      <p>
        Signed in as <strong>{email}</strong>.
      </p>
      <p>
        <Link to="/account/security">Security: two-factor sign-in, password and other devices</Link>
      </p>
      <form noValidate onSubmit={onSubmit} aria-label="Change e-mail address">
        <TextField label="New e-mail address" name="email" type="email" autoComplete="email" required />
        {result && (
          <Result $ok={result.ok} role={result.ok ? 'status' : 'alert'}>
            {result.message}
          </Result>
        )}
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Sending…' : 'Change e-mail address'}
        </Button>
      </form>
    </Page>
  );
}
