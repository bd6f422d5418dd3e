import {
  Button,
  linkErrorInUrl,
  PASSWORD_MIN_LENGTH,
  setNewPassword,
  TextField,
  toast,
  useAuth,
} from '@newsroom/shared';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ErrorText, Form, Page } from './AuthPage.styles.ts';
import { usePageTitle } from '../../routes/usePageTitle.ts';

export const INVITE_LINK_EXPIRED =
  'This invitation link is invalid, already used or expired (a link works for 24 hours).';

/**
 * A spent link: the invitee who chose a password signs in (or resets it); one who stopped before
 * that is still pending, and the admin resends. The page cannot tell which without saying to
 * whoever holds the link whether the address has an account, so it offers both (decision 168).
 */
function SpentInvitation() {
  return (
    <Page aria-labelledby="invite-title">
      <h1 id="invite-title">Join the newsroom</h1>
      <ErrorText role="alert">{INVITE_LINK_EXPIRED}</ErrorText>
      <p>
        Already chose a password? <Link to="/auth">Sign in</Link> or <Link to="/forgot-password">Forgot password?</Link>
      </p>
      <p>Not yet? Ask the admin who invited you to resend the invitation: the new link replaces this one.</p>
    </Page>
  );
}

/**
 * /accept-invite: where a staff invitation lands. supabase-js signs the invitee in from the link;
 * they choose a password and go to the console: setting it accepts the invitation and the database
 * grants the role then (opening the link alone does not: decision 168).
 */
export function AcceptInvitePage() {
  usePageTitle('acceptInvite');
  const status = useAuth((state) => state.status);
  const email = useAuth((state) => state.user?.email ?? '');
  const [linkError] = useState(() => (typeof window === 'undefined' ? null : linkErrorInUrl(window.location.hash)));
  const navigate = useNavigate();
  const save = useMutation({
    mutationFn: setNewPassword,
    onSuccess: (result) => {
      if (!result.ok) return;
      toast.success('Welcome to the newsroom! Your password is set.');
      navigate('/blog-management', { replace: true });
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate(String(new FormData(event.currentTarget).get('password') ?? ''));
  }

  if (status === 'loading') return <Page aria-busy="true" aria-label="Checking your invitation" />;
  if (status !== 'signedIn' || linkError) return <SpentInvitation />;
  return (
    <Page aria-labelledby="invite-title">
      <h1 id="invite-title">Join the newsroom</h1>
      <p>
        Choose a password for <strong>{email}</strong>.
      </p>
      <Form noValidate onSubmit={onSubmit} aria-label="Choose your password">
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          required
        />
        {save.data && !save.data.ok && <ErrorText role="alert">{save.data.message}</ErrorText>}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Set password and open the console'}
        </Button>
      </Form>
    </Page>
  );
}
