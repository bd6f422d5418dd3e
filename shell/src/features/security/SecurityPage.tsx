import { useLocation } from 'react-router-dom';
import { AuthenticatorList } from './AuthenticatorList.tsx';
import { AuthenticatorSetup } from './AuthenticatorSetup.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { OtherSessions } from './OtherSessions.tsx';
import { Page, Result } from './SecurityPage.styles.ts';
import { usePageTitle } from '../../routes/usePageTitle.ts';

/** Where RequireTwoFactor sends a staff member whose role requires two-factor and who has none yet. */
export const TWO_FACTOR_REQUIRED_NOTICE =
  'Your role requires two-factor sign-in: set up an authenticator app to open the console.';

/** /account/security (signed in): authenticator apps, password, other devices. */
export function SecurityPage() {
  usePageTitle('security');
  const location = useLocation();
  const required = (location.state as { twoFactorRequired?: boolean } | null)?.twoFactorRequired === true;
  return (
    <Page aria-labelledby="security-title">
      <h1 id="security-title">Security</h1>
      {required && (
        <Result $ok={false} role="status">
          {TWO_FACTOR_REQUIRED_NOTICE}
        </Result>
      )}
      <AuthenticatorList />
      <AuthenticatorSetup />
      <ChangePasswordForm />
      <OtherSessions />
    </Page>
  );
}
