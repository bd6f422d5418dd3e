import { Button, requestPasswordReset, TextField } from '@newsroom/shared';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ErrorText, Form, Page } from './AuthPage.styles.ts';
import { usePageTitle } from '../../routes/usePageTitle.ts';

/** /forgot-password: mails a link to choose a new password; the same answer for any address. */
export function ForgotPasswordPage() {
  usePageTitle('forgotPassword');
  const request = useMutation({ mutationFn: requestPasswordReset });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    request.mutate(String(new FormData(event.currentTarget).get('email') ?? ''));
  }

  const result = request.data;
  return (
    <Page aria-labelledby="forgot-title">
      <h1 id="forgot-title">Reset your password</h1>
      <p>Enter the e-mail address of your account: we will send it a link to choose a new password.</p>
      <Form noValidate onSubmit={onSubmit} aria-label="Reset password">
        <TextField label="Email" name="email" type="email" autoComplete="email" required />
        {result && !result.ok && <ErrorText role="alert">{result.message}</ErrorText>}
        {result?.ok && <p role="status">{result.message}</p>}
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? 'Sending…' : 'Send reset link'}
        </Button>
        <Link to="/auth">Back to sign in</Link>
      </Form>
    </Page>
  );
}
