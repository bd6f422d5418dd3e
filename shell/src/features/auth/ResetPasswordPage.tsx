import {
  AUTH_MESSAGES,
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
import { GuardPending } from '../guards/GuardPending.tsx';
import { useAssurance } from '../guards/useAssurance.ts';
import { ErrorText, Form, Page } from './AuthPage.styles.ts';
import { TwoFactorStep } from './TwoFactorStep.tsx';
import { usePageTitle } from '../../routes/usePageTitle.ts';

/**
 * The recovery link's session is aal1: an account with an authenticator app gives its code before
 * choosing the password, which the auth service refuses otherwise (insufficient_aal), as GoTrue.
 */
function NewPasswordStep() {
  const assurance = useAssurance();
  if (assurance.isPending) return <GuardPending />;
  if (assurance.data?.current === 'aal1' && assurance.data.next === 'aal2') {
    return (
      <Page aria-labelledby="reset-title">
        <h1 id="reset-title">Choose a new password</h1>
        <p>{AUTH_MESSAGES.codeBeforeNewPassword}</p>
        <TwoFactorStep />
      </Page>
    );
  }
  return <NewPasswordForm />;
}

/**
 * /reset-password: where the recovery link lands. supabase-js signs the reader in from the link
 * (PASSWORD_RECOVERY) and this page sets the new password; a spent or expired link says so.
 */
export function ResetPasswordPage() {
  usePageTitle('resetPassword');
  const status = useAuth((state) => state.status);
  // Read before supabase-js tidies the address bar.
  const [linkError] = useState(() => (typeof window === 'undefined' ? null : linkErrorInUrl(window.location.hash)));

  if (status === 'loading') return <Page aria-busy="true" aria-label="Checking your link" />;
  if (status !== 'signedIn') {
    return (
      <Page aria-labelledby="reset-title">
        <h1 id="reset-title">Choose a new password</h1>
        <ErrorText role="alert">{linkError ? AUTH_MESSAGES.linkExpired : AUTH_MESSAGES.followResetLink}</ErrorText>
        <p>
          <Link to="/forgot-password">Send me a new link</Link>
        </p>
      </Page>
    );
  }
  return <NewPasswordStep />;
}

function NewPasswordForm() {
  const navigate = useNavigate();
  const update = useMutation({
    mutationFn: setNewPassword,
    onSuccess: (result) => {
      if (!result.ok) return;
      toast.success(result.message);
      navigate('/', { replace: true });
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.mutate(String(new FormData(event.currentTarget).get('password') ?? ''));
  }

  const result = update.data;
  return (
    <Page aria-labelledby="reset-title">
      <h1 id="reset-title">Choose a new password</h1>
      <Form noValidate onSubmit={onSubmit} aria-label="New password">
        <TextField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          required
        />
        {result && !result.ok && <ErrorText role="alert">{result.message}</ErrorText>}
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Set new password'}
        </Button>
      </Form>
    </Page>
  );
}
