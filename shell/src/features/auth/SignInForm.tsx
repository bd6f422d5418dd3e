import { Button, signIn, TextField } from '@newsroom/shared';
import { ErrorText, Form } from './AuthPage.styles.ts';
import { useAuthForm } from './useAuthForm.ts';

/** Email and password. Validation messages come from the auth store's signIn. */
export function SignInForm() {
  const { error, pending, onSubmit } = useAuthForm(({ email = '', password = '' }) => signIn({ email, password }));
  return (
    // noValidate: the product's own messages ("Please fill in all fields") replace the browser's.
    <Form noValidate onSubmit={onSubmit} aria-label="Sign in">
      <TextField label="Email" name="email" type="email" autoComplete="email" required />
      <TextField label="Password" name="password" type="password" autoComplete="current-password" required />
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <Button type="submit" disabled={pending}>
        {pending ? 'Signing in…' : 'Sign In'}
      </Button>
    </Form>
  );
}
