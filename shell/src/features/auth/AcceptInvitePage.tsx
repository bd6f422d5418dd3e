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
import { useNavigate } from 'react-router-dom';
import { ErrorText, Form, Page } from './AuthPage.styles.ts';

export const INVITE_LINK_EXPIRED =
  'This invitation link is invalid, already used or expired (invitations last 24 hours). Ask an admin to invite you again.';

/**
 * /accept-invite: where a staff invitation lands. supabase-js signs the invitee in from the link;
 * they choose a password and go to the console, with the role the database granted on acceptance.
 */
export function AcceptInvitePage() {
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
  if (status !== 'signedIn' || linkError) {
    return (
      <Page aria-labelledby="invite-title">
        <h1 id="invite-title">Join the newsroom</h1>
        <ErrorText role="alert">{INVITE_LINK_EXPIRED}</ErrorText>
      </Page>
    );
  }
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
