import { Button } from '@newsroom/shared';
import { useMutation } from '@tanstack/react-query';
import { Result, Section } from './SecurityPage.styles.ts';
import { signOutOtherSessions } from './securityActions.ts';

/** Ends every session of the account but this one (a lost phone, a shared computer). */
export function OtherSessions() {
  const signOut = useMutation({ mutationFn: signOutOtherSessions });
  return (
    <Section aria-labelledby="sessions-title">
      <h2 id="sessions-title">Other devices</h2>
      <p>Signed in somewhere you no longer use? Sign out everywhere except here.</p>
      {signOut.data && (
        <Result $ok={signOut.data.ok} role={signOut.data.ok ? 'status' : 'alert'}>
          {signOut.data.message}
        </Result>
      )}
      <Button type="button" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
        {signOut.isPending ? 'Signing out…' : 'Sign out of other devices'}
      </Button>
    </Section>
  );
}
