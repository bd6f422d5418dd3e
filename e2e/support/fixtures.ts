import { test as base, expect, type Page } from '@playwright/test';
import { INTERACTIVE_MARK } from './pageMetrics.ts';
import { REMOTE_KEYS, type RemoteKey } from './paths.ts';
import { startPortal, TEST_SHELL_WORKERS, type Portal } from './portal.ts';
import { authStorageKey, sessionFor } from './supabase.ts';
import type { AccountName } from './accounts.ts';

export interface PortalInfo {
  baseURL: string;
  supabaseUrl: string;
  remoteOrigins: Record<RemoteKey, string>;
}

export interface Fixtures {
  /** URLs of the suite's shared portal (started once by globalSetup). */
  portal: PortalInfo;
  /**
   * A private shell + four remote servers for this test only, against the same backend: stop and
   * restart its remotes freely (stopRemote/startRemote) without disturbing tests running in parallel.
   * Navigate with absolute URLs: page.goto(`${privatePortal.baseURL}/about`).
   */
  privatePortal: Portal;
  /** Signs the page in as a seeded account before its next navigation. */
  signInAs: (account: AccountName) => Promise<void>;
}

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the suite with the e2e globalSetup (npm run test:e2e)`);
  return value;
}

export const test = base.extend<Fixtures>({
  baseURL: async ({}, use) => {
    await use(env('E2E_BASE_URL'));
  },
  portal: async ({}, use) => {
    await use({
      baseURL: env('E2E_BASE_URL'),
      supabaseUrl: env('E2E_SUPABASE_URL'),
      remoteOrigins: Object.fromEntries(
        REMOTE_KEYS.map((key) => [key, env(`E2E_REMOTE_${key.toUpperCase()}`)]),
      ) as Record<RemoteKey, string>,
    });
  },
  privatePortal: async ({}, use) => {
    const portal = await startPortal({
      supabaseUrl: env('E2E_SUPABASE_URL'),
      supabaseAnonKey: env('E2E_SUPABASE_ANON_KEY'),
      shellWorkers: TEST_SHELL_WORKERS,
    });
    await use(portal);
    await portal.close();
  },
  signInAs: async ({ page }, use) => {
    await use(async (account) => {
      const session = await sessionFor(account);
      await page.addInitScript(
        ([key, value]) => {
          if (!window.sessionStorage.getItem('e2e-signed-in')) {
            window.localStorage.setItem(key, value);
            window.sessionStorage.setItem('e2e-signed-in', '1');
          }
        },
        [authStorageKey(), session] as const,
      );
    });
  },
});

export { expect };

/** The area a RemoteMount renders for one exposed module, e.g. remoteArea(page, 'reader/AboutPage'). */
export function remoteArea(page: Page, module: string) {
  return page.locator(`[data-remote-module="${module}"]`);
}

/** The first heading a sighted reader sees in a remote's area (skips visually hidden ones). */
export function visibleHeading(page: Page, module: string) {
  return remoteArea(page, module).getByRole('heading').filter({ visible: true }).first();
}

/**
 * Counts full page loads from now on: a value other than 0 later means the browser navigated or
 * reloaded. (Client-side routing does not fire 'load'.)
 */
export async function trackPageLoads(page: Page): Promise<() => number> {
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.evaluate(() => ((window as unknown as { __e2eMarker: boolean }).__e2eMarker = true));
  return () => loads;
}

/** True while the document that was marked by trackPageLoads is still the one displayed. */
export function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __e2eMarker?: boolean }).__e2eMarker === true);
}

/**
 * Until the shell's hydration has committed (its `newsroom:interactive` mark). A server-rendered
 * page shows its content before its script runs, and a tap before then is the browser's own: a
 * full navigation for a link, a native submit for a form. Tests of what the script does wait here.
 */
export async function waitForInteractive(page: Page): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, INTERACTIVE_MARK);
}

/**
 * Until an area of `remote` has hydrated (`<html data-remotes="live:ready">`, written once the area
 * commits): its buttons, tabs and forms are the script's from then on (decision 003).
 */
export async function waitForRemoteArea(page: Page, remote: RemoteKey): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-remotes', new RegExp(`${remote}:ready`), {
    timeout: 45_000,
  });
}
