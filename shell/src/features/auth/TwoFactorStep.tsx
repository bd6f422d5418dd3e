import { Button, TextField } from '@newsroom/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent } from 'react';
import { ErrorText, Form } from './AuthPage.styles.ts';
import { firstVerifiedFactorId, verifyAuthenticatorCode } from '../security/securityActions.ts';
import { SECURITY_MESSAGES } from '../security/securityMessages.ts';

/**
 * The second step of signing in: a code from the authenticator app raises the session to aal2.
 * The password alone opened an aal1 session the database lets write nothing as staff.
 */
export function TwoFactorStep({ onVerified }: { onVerified?: () => void }) {
  const verify = useMutation({
    mutationFn: async (code: string) => {
      const factorId = await firstVerifiedFactorId();
      if (!factorId) return { ok: false, message: SECURITY_MESSAGES.verifyFailed };
      return verifyAuthenticatorCode(factorId, code);
    },
    onSuccess: (result) => {
      if (result.ok) onVerified?.();
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    verify.mutate(String(new FormData(event.currentTarget).get('code') ?? ''));
  }

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Two-factor code">
      <p>{SECURITY_MESSAGES.enterCode}</p>
      <TextField
        label="Authentication code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
      />
      {verify.data && !verify.data.ok && <ErrorText role="alert">{verify.data.message}</ErrorText>}
      <Button type="submit" disabled={verify.isPending}>
        {verify.isPending ? 'Checking…' : 'Verify'}
      </Button>
    </Form>
  );
}
