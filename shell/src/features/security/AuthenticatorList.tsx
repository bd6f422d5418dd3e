import { Button, toast } from '@newsroom/shared';
import { ConfirmDialog } from '@newsroom/shared/confirm-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FactorListBox, FactorRow, Result, Section } from './SecurityPage.styles.ts';
import { useFactors } from './useFactors.ts';
import { removeAuthenticator } from './securityActions.ts';

const DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/** The account's authenticator apps, each with Remove (verified ones need an aal2 session). */
export function AuthenticatorList() {
  const factors = useFactors();
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: removeAuthenticator,
    onSuccess: (result) => {
      setRemoving(null);
      if (!result.ok) return;
      toast.success(result.message);
      void queryClient.invalidateQueries();
    },
  });

  const verified = (factors.data ?? []).filter((factor) => factor.status === 'verified');
  return (
    <Section aria-labelledby="factors-title">
      <h2 id="factors-title">Your authenticator apps</h2>
      {factors.isError && (
        <Result $ok={false} role="alert">
          Could not load your authenticator apps.
        </Result>
      )}
      {factors.isSuccess && verified.length === 0 && <p>None yet: signing in needs only your password.</p>}
      <FactorListBox>
        {verified.map((factor) => (
          <FactorRow key={factor.id}>
            <span>
              {factor.friendly_name || 'Authenticator app'} — added {DATE.format(new Date(factor.created_at))}
            </span>
            <Button type="button" onClick={() => setRemoving(factor.id)}>
              Remove
            </Button>
          </FactorRow>
        ))}
      </FactorListBox>
      {remove.data && !remove.data.ok && (
        <Result $ok={false} role="alert">
          {remove.data.message}
        </Result>
      )}
      <ConfirmDialog
        title="Remove this authenticator app?"
        confirmLabel="Remove"
        danger
        open={removing !== null}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      >
        Signing in will no longer ask for its codes.
      </ConfirmDialog>
    </Section>
  );
}
