import { Button, PASSWORD_MIN_LENGTH, signUp, TextField } from '@newsroom/shared';
import { ErrorText, Form } from './AuthPage.styles.ts';
import { useAuthForm } from './useAuthForm.ts';

/** Name, email and password (at least 6 characters). */
export function SignUpForm() {
  const { error, pending, onSubmit } = useAuthForm(({ name = '', email = '', password = '' }) =>
    signUp({ name, email, password }),
  );
  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Sign up">
      <TextField label="Full name" name="name" autoComplete="name" required />
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
