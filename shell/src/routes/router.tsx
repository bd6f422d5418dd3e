import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { ShellLayout } from '../components/app/ShellLayout.tsx';
import { RouteErrorScreen } from '../components/screens/RouteErrorScreen.tsx';
import { RequireAdmin } from '../features/guards/RequireAdmin.tsx';
import { RequireAuth } from '../features/guards/RequireAuth.tsx';
import { LazyRequireTwoFactor } from '../features/guards/LazyRequireTwoFactor.tsx';
import { CatchAllPage } from './CatchAllPage.tsx';
import { RemotePage } from './RemotePage.tsx';
import { REMOTE_ROUTES, type RemoteRoute } from './routeTable.ts';

/** One remote route's element, behind the guard its access level asks for. */
function remoteRouteElement(route: RemoteRoute) {
  const page = <RemotePage route={route} />;
  if (route.access === 'admin') {
    return (
      <RequireAdmin>
        <LazyRequireTwoFactor>{page}</LazyRequireTwoFactor>
      </RequireAdmin>
    );
  }
  if (route.access === 'signed-in') {
    return (
      <RequireAuth>
        <LazyRequireTwoFactor>{page}</LazyRequireTwoFactor>
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
      // While a lazy page's code loads at start-up the router draws nothing (as it did by default);
      // saying so keeps React Router from warning "No `HydrateFallback` element" in the console.
      HydrateFallback: () => null,
      children: [
        ...REMOTE_ROUTES.map((route) => ({
          path: route.path,
          element: remoteRouteElement(route),
          handle: { layout: route.layout ?? 'public' },
        })),
        // The sign-in, password, account and mail-link pages (rendered in the browser only) load their
        // code when opened: none of it is part of what a reader's first page must run.
        { path: '/auth', lazy: async () => ({ Component: (await import('../features/auth/AuthPage.tsx')).AuthPage }) },
        {
          path: '/forgot-password',
          lazy: async () => ({
            Component: (await import('../features/auth/ForgotPasswordPage.tsx')).ForgotPasswordPage,
          }),
        },
        {
          path: '/reset-password',
          lazy: async () => ({ Component: (await import('../features/auth/ResetPasswordPage.tsx')).ResetPasswordPage }),
        },
        {
          path: '/accept-invite',
          lazy: async () => ({ Component: (await import('../features/auth/AcceptInvitePage.tsx')).AcceptInvitePage }),
        },
        {
          path: '/account',
          lazy: async () => {
            const { AccountPage } = await import('../features/account/AccountPage.tsx');
            return {
              element: (
                <RequireAuth>
                  <AccountPage />
                </RequireAuth>
              ),
            };
          },
        },
        {
          path: '/account/security',
          lazy: async () => {
            const { SecurityPage } = await import('../features/security/SecurityPage.tsx');
            return {
              element: (
                <RequireAuth>
                  <SecurityPage />
                </RequireAuth>
              ),
            };
          },
        },
        // Where the header's Subscribe and Alerts lead (decision 042): server-rendered, their code
        // loaded when opened (decision 189); the browser loads it before hydrating such a page.
        {
          path: '/subscribe',
          lazy: async () => ({ Component: (await import('../features/subscribe/SubscribePage.tsx')).SubscribePage }),
        },
        {
          path: '/alerts',
          lazy: async () => ({ Component: (await import('../features/alerts/AlertsPage.tsx')).AlertsPage }),
        },
        // Where the newsletter's mails link (decision 150).
        {
          path: '/newsletter/confirm',
          lazy: async () => ({
            Component: (await import('../features/newsletter/NewsletterConfirmPage.tsx')).NewsletterConfirmPage,
          }),
        },
        {
          path: '/newsletter/manage',
          lazy: async () => ({
            Component: (await import('../features/newsletter/NewsletterManagePage.tsx')).NewsletterManagePage,
          }),
        },
        // A team's registered page (decision 207), else the 404 page.
        { path: '*', element: <CatchAllPage /> },
      ],
    },
  ];
}

export function createShellRouter() {
  return createBrowserRouter(shellRoutes());
}

/**
 * The router for a page the server rendered: the code of a lazy route it matches is loaded first,
 * or the router would draw its HydrateFallback (nothing) over the server's HTML.
 */
export async function createHydratingShellRouter(location: string) {
  const routes = shellRoutes();
  const lazyRoutes = (matchRoutes(routes, location) ?? []).map((match) => match.route);
  await Promise.all(lazyRoutes.map(resolveLazyRoute));
  return createBrowserRouter(routes);
}

async function resolveLazyRoute(route: RouteObject): Promise<void> {
  if (typeof route.lazy !== 'function') return;
  Object.assign(route, await route.lazy(), { lazy: undefined });
}
