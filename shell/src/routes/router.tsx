import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ShellLayout } from '../components/app/ShellLayout.tsx';
import { NotFoundPage } from '@newsroom/shared';
import { RouteErrorScreen } from '../components/screens/RouteErrorScreen.tsx';
import { AccountPage } from '../features/account/AccountPage.tsx';
import { AlertsPage } from '../features/alerts/AlertsPage.tsx';
import { AcceptInvitePage } from '../features/auth/AcceptInvitePage.tsx';
import { AuthPage } from '../features/auth/AuthPage.tsx';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage.tsx';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage.tsx';
import { RequireAdmin } from '../features/guards/RequireAdmin.tsx';
import { RequireAuth } from '../features/guards/RequireAuth.tsx';
import { NewsletterConfirmPage } from '../features/newsletter/NewsletterConfirmPage.tsx';
import { NewsletterManagePage } from '../features/newsletter/NewsletterManagePage.tsx';
import { RequireTwoFactor } from '../features/guards/RequireTwoFactor.tsx';
import { SecurityPage } from '../features/security/SecurityPage.tsx';
import { SubscribePage } from '../features/subscribe/SubscribePage.tsx';
import { RemotePage } from './RemotePage.tsx';
import { REMOTE_ROUTES, type RemoteRoute } from './routeTable.ts';

/** One remote route's element, behind the guard its access level asks for. */
function remoteRouteElement(route: RemoteRoute) {
  const page = <RemotePage route={route} />;
  if (route.access === 'admin') {
    return (
      <RequireAdmin>
        <RequireTwoFactor>{page}</RequireTwoFactor>
      </RequireAdmin>
    );
  }
  if (route.access === 'signed-in') {
    return (
      <RequireAuth>
        <RequireTwoFactor>{page}</RequireTwoFactor>
      </RequireAuth>
    );
  }
  return page;
}

/** The shell's route tree: every page inside the chrome (ShellLayout); shell-owned pages join here. */
export function shellRoutes(): RouteObject[] {
  return [
    {
      element: <ShellLayout />,
      // An unexpected routing error shows "Unexpected Application Error!".
      errorElement: <RouteErrorScreen />,
      children: [
        ...REMOTE_ROUTES.map((route) => ({ path: route.path, element: remoteRouteElement(route) })),
        { path: '/auth', element: <AuthPage /> },
        { path: '/forgot-password', element: <ForgotPasswordPage /> },
        { path: '/reset-password', element: <ResetPasswordPage /> },
        { path: '/accept-invite', element: <AcceptInvitePage /> },
        {
          path: '/account',
          element: (
            <RequireAuth>
              <AccountPage />
            </RequireAuth>
          ),
        },
        {
          path: '/account/security',
          element: (
            <RequireAuth>
              <SecurityPage />
            </RequireAuth>
          ),
        },
        // Where the header's Subscribe and Alerts lead (decision 042).
        { path: '/subscribe', element: <SubscribePage /> },
        { path: '/alerts', element: <AlertsPage /> },
        // Where the newsletter's mails link (decision 150).
        { path: '/newsletter/confirm', element: <NewsletterConfirmPage /> },
        { path: '/newsletter/manage', element: <NewsletterManagePage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export function createShellRouter() {
  return createBrowserRouter(shellRoutes());
}
