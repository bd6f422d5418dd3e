// Type-level contract check, never bundled: tsc fails when a module the admin contract lists is
// missing here or its component no longer takes the props the contract's consumers pass.
import type { RemoteImplementation } from '@newsroom/shared';
import { AdminDashboardPage } from './pages/AdminDashboardPage.tsx';

export const adminImplementation: RemoteImplementation<'admin'> = {
  AdminDashboardPage,
};
