import { useAuth } from '@newsroom/shared';
import { Tab, TabList, TabPanel, Tabs } from '@newsroom/shared/tabs';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { GuardPending } from '../guards/GuardPending.tsx';
import { useAssurance } from '../guards/useAssurance.ts';
import { Page } from './AuthPage.styles.ts';
import { SignInForm } from './SignInForm.tsx';
import { SignUpForm } from './SignUpForm.tsx';
import { TwoFactorStep } from './TwoFactorStep.tsx';
import { usePageTitle } from '../../routes/usePageTitle.ts';

/** Signed in by password: an account with an authenticator app gives its code next; others go home. */
function AfterSignIn() {
  const assurance = useAssurance();
  if (assurance.isPending) return <GuardPending />;
  if (assurance.data?.current === 'aal1' && assurance.data.next === 'aal2') {
    return (
      <Page aria-labelledby="auth-title">
        <h1 id="auth-title">Two-factor sign-in</h1>
        <TwoFactorStep />
      </Page>
    );
  }
  return <Navigate to="/" replace />;
}

/** /auth: Sign In and Sign Up tabs, default Sign In; signed-in visitors go home (after their code, if they have an app). */
export function AuthPage() {
  usePageTitle('auth');
  const status = useAuth((state) => state.status);
  const [tab, setTab] = useState('sign-in');
  if (status === 'signedIn') return <AfterSignIn />;
  return (
    <Page aria-labelledby="auth-title">
      <h1 id="auth-title">{tab === 'sign-in' ? 'Sign in to your account' : 'Create an account'}</h1>
      <Tabs value={tab} onValueChange={setTab}>
        <TabList aria-label="Sign in or sign up">
          <Tab value="sign-in">Sign In</Tab>
          <Tab value="sign-up">Sign Up</Tab>
        </TabList>
        <TabPanel value="sign-in">
          <SignInForm />
        </TabPanel>
        <TabPanel value="sign-up">
          <SignUpForm />
        </TabPanel>
      </Tabs>
    </Page>
  );
}
