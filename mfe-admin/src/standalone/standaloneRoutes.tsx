import type { StandaloneRoute } from '@newsroom/shared/standalone';
import { AdminDashboardPage } from '../pages/AdminDashboardPage.tsx';

/** The standalone page's routes: the same paths as in the shell, without the shell's guards. */
export const STANDALONE_ROUTES: readonly StandaloneRoute[] = [
  { path: '/', label: 'Admin Dashboard', element: <AdminDashboardPage /> },
  { path: '/admin', element: <AdminDashboardPage /> },
];
