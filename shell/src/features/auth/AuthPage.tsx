import { Tab, TabList, TabPanel, Tabs, useAuth } from '@newsroom/shared';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { Page } from './AuthPage.styles.ts';
import { SignInForm } from './SignInForm.tsx';
import { SignUpForm } from './SignUpForm.tsx';

/** /auth: Sign In and Sign Up tabs, default Sign In; signed-in visitors go home. */
export function AuthPage() {
  const status = useAuth((state) => state.status);
  const [tab, setTab] = useState('sign-in');
  if (status === 'signedIn') return <Navigate to="/" replace />;
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
