import { Button, signIn, TextField } from '@newsroom/shared';
import { Link } from 'react-router-dom';
import { ErrorText, Form } from './AuthPage.styles.ts';
import { ResendConfirmation } from './ResendConfirmation.tsx';
import { useAuthForm } from './useAuthForm.ts';

/** GoTrue's answer to a sign-in before the address is confirmed. */
const NOT_CONFIRMED = 'Email not confirmed';

/** Email and password. Validation messages come from the auth store's signIn. */
export function SignInForm() {
  // Stay on /auth after the password: the page goes on to the code step or home (AuthPage).
  const { error, pending, onSubmit, fields } = useAuthForm(
    ({ email = '', password = '' }) => signIn({ email, password }),
    () => undefined,
  );
  return (
    // noValidate: the product's own messages ("Please fill in all fields") replace the browser's.
    <Form noValidate onSubmit={onSubmit} aria-label="Sign in">
      <TextField label="Email" name="email" type="email" autoComplete="email" required />
      <TextField label="Password" name="password" type="password" autoComplete="current-password" required />
      {error && <ErrorText role="alert">{error}</ErrorText>}
      {error === NOT_CONFIRMED && fields?.email && <ResendConfirmation email={fields.email} />}
      <Button type="submit" disabled={pending}>
        {pending ? 'Signing in…' : 'Sign In'}
      </Button>
      <Link to="/forgot-password">Forgot password?</Link>
    </Form>
  );
}
