import type { TestProject } from 'vitest/node';
import { startE2eBackend } from '../support/backend.ts';
import { assertBuilt, startPortal } from '../support/portal.ts';

/** What every server test file shares: one seeded backend and one portal (shell + remotes). */
export interface ServerSuite {
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  baseURL: string;
  remoteOrigins: Record<string, string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    serverSuite: ServerSuite;
  }
}

/** Starts the backend and the portal once for every server test file (each used to start its own). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  assertBuilt();
  const backend = await startE2eBackend();
  // Server-Timing on, as an operator would turn it on to see where renders go (decision 219).
  const portal = await startPortal({
    supabaseUrl: backend.url,
    supabaseAnonKey: backend.anonKey,
    shellEnv: { SERVER_TIMING: 'on' },
  });
  project.provide('serverSuite', {
    supabaseUrl: backend.url,
    anonKey: backend.anonKey,
    serviceRoleKey: backend.serviceRoleKey,
    baseURL: portal.baseURL,
    remoteOrigins: portal.remoteOrigins,
  });
  return async () => {
    await portal.close();
    await backend.stop();
  };
}
