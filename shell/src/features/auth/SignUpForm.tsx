import { Button, FULL_NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH, signUp, TextField } from '@newsroom/shared';
import { useState } from 'react';
import { ErrorText, Form } from './AuthPage.styles.ts';
import { CheckInbox } from './CheckInbox.tsx';
import { useAuthForm } from './useAuthForm.ts';

/** Name (at most 100 characters, the database's limit), email and password (at least 6 characters); then the account waits for its mailed link. */
export function SignUpForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { error, pending, onSubmit } = useAuthForm(
    ({ name = '', email = '', password = '' }) => signUp({ name, email, password }),
    ({ email = '' }) => setSentTo(email.trim()),
  );
  if (sentTo) return <CheckInbox email={sentTo} />;
  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Sign up">
      <TextField label="Full name" name="name" autoComplete="name" maxLength={FULL_NAME_MAX_LENGTH} required />
      <TextField label="Email" name="email" type="email" autoComplete="email" required />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        required
      />
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <Button type="submit" disabled={pending}>
        {pending ? 'Creating account…' : 'Sign Up'}
      </Button>
    </Form>
  );
}
