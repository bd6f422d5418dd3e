import type { NoProps, RemoteContract } from './remoteContract.ts';

/** Props of every module mfe-admin exposes, keyed by module name. */
export interface AdminModuleProps {
  AdminDashboardPage: NoProps;
}

/** mfe-admin: the admin dashboard. */
export const ADMIN_CONTRACT = {
  remote: 'admin',
  container: 'mfe_admin',
  serverContainer: false,
  exposes: {
    AdminDashboardPage: { kind: 'page', consumers: [{ app: 'shell', use: 'route /admin' }] },
  },
} as const satisfies RemoteContract<keyof AdminModuleProps>;
