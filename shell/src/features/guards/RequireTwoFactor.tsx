import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Page } from '../auth/AuthPage.styles.ts';
import { TwoFactorStep } from '../auth/TwoFactorStep.tsx';
import { GuardPending } from './GuardPending.tsx';
import { useAssurance } from './useAssurance.ts';

/**
 * The consoles, behind RequireAuth/RequireAdmin: a user with an authenticator app enters its code
 * first (aal1 → aal2); a staff member whose role requires two-factor and who has no app yet is sent
 * to set one up. The database refuses their writes either way: this guard only says so up front.
 */
export function RequireTwoFactor({ children }: { children: ReactNode }) {
  const assurance = useAssurance();
  if (assurance.isPending) return <GuardPending />;
  // The database still refuses what the session may not do: a failed check must not lock staff out.
  if (assurance.isError) return children;
  const { current, next, requiredByRole, verifiedFactors } = assurance.data;
  if (current === 'aal1' && next === 'aal2') {
    return (
      <Page aria-labelledby="step-up-title">
        <h1 id="step-up-title">Two-factor sign-in</h1>
        <TwoFactorStep />
      </Page>
    );
  }
  if (requiredByRole && verifiedFactors === 0) {
    return <Navigate to="/account/security" replace state={{ twoFactorRequired: true }} />;
  }
  return children;
}
