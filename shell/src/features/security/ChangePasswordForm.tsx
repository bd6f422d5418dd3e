import { Button, PASSWORD_MIN_LENGTH, TextField } from '@newsroom/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent } from 'react';
import { Result, Section } from './SecurityPage.styles.ts';
import { changePassword, sendReauthenticationCode } from './securityActions.ts';

/**
 * Change password, as GoTrue asks: a code mailed to the account's address first
 * (reauthentication), so a session left open on another computer cannot take the account over.
 */
export function ChangePasswordForm() {
  const send = useMutation({ mutationFn: sendReauthenticationCode });
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: (result, _input) => {
      if (result.ok) send.reset();
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '');
    change.mutate({ nonce: field('nonce'), password: field('password'), confirm: field('confirm') });
  }

  const sent = send.data?.ok === true;
  return (
    <Section aria-labelledby="password-title">
      <h2 id="password-title">Password</h2>
      {change.data?.ok && (
        <Result $ok role="status">
          {change.data.message}
        </Result>
      )}
      {send.data && (
        <Result $ok={send.data.ok} role={send.data.ok ? 'status' : 'alert'}>
          {send.data.message}
        </Result>
      )}
      {!sent && (
        <Button type="button" onClick={() => send.mutate()} disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Change password'}
        </Button>
      )}
      {sent && (
        <form noValidate onSubmit={onSubmit} aria-label="Change password">
          <TextField
            label="Code from the e-mail"
            name="nonce"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
          />
          <TextField
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            description={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            required
          />
          <TextField label="New password again" name="confirm" type="password" autoComplete="new-password" required />
          {change.data && !change.data.ok && (
            <Result $ok={false} role="alert">
              {change.data.message}
            </Result>
          )}
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? 'Saving…' : 'Save new password'}
          </Button>
        </form>
      )}
    </Section>
  );
}
