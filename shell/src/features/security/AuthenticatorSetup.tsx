import { Button, TextField, toast } from '@newsroom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { QrCode, Result, Secret, Section } from './SecurityPage.styles.ts';
import { enrollAuthenticator, verifyAuthenticatorCode, type AuthenticatorEnrollment } from './securityActions.ts';
import { SECURITY_MESSAGES } from './securityMessages.ts';

/**
 * Set up an authenticator app: a new factor's QR code and its secret as text (for apps that
 * cannot scan), then a code from the app to prove it works. Only a verified factor counts.
 */
export function AuthenticatorSetup() {
  const queryClient = useQueryClient();
  const [enrollment, setEnrollment] = useState<AuthenticatorEnrollment | null>(null);
  const start = useMutation({
    mutationFn: enrollAuthenticator,
    onSuccess: (result) => {
      if (result.ok) setEnrollment(result);
      void queryClient.invalidateQueries({ queryKey: ['factors'] });
    },
  });
  const confirm = useMutation({
    mutationFn: (code: string) => verifyAuthenticatorCode(enrollment!.factorId, code),
    onSuccess: (result) => {
      if (!result.ok) return;
      toast.success(SECURITY_MESSAGES.authenticatorOn);
      setEnrollment(null);
      void queryClient.invalidateQueries();
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    confirm.mutate(String(new FormData(event.currentTarget).get('code') ?? ''));
  }

  const failure = start.data && !start.data.ok ? start.data.message : null;
  return (
    <Section aria-labelledby="setup-title">
      <h2 id="setup-title">Authenticator app</h2>
      {!enrollment && (
        <>
          <p>Add a second step to signing in: a code from an app such as 1Password, Google Authenticator or Authy.</p>
          {failure && (
            <Result $ok={false} role="alert">
              {failure}
            </Result>
          )}
          <Button type="button" onClick={() => start.mutate()} disabled={start.isPending}>
            {start.isPending ? 'Preparing…' : 'Set up an authenticator app'}
          </Button>
        </>
      )}
      {enrollment && (
        <form noValidate onSubmit={onSubmit} aria-label="Confirm the authenticator app">
          <p>Scan this QR code with your authenticator app, or type the key below into it.</p>
          <QrCode src={enrollment.qrCode} alt="QR code to add The Daily Chronicle to your authenticator app" />
          <p>
            Key: <Secret aria-label="Secret key">{enrollment.secret}</Secret>
          </p>
          <TextField
            label="6-digit code from the app"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
          />
          {confirm.data && !confirm.data.ok && (
            <Result $ok={false} role="alert">
              {confirm.data.message}
            </Result>
          )}
          <Button type="submit" disabled={confirm.isPending}>
            {confirm.isPending ? 'Checking…' : 'Turn on two-factor sign-in'}
          </Button>
        </form>
      )}
    </Section>
  );
}
