import type { TrustedRemote } from '../federation/integrityPlugin.ts';

/**
 * The runtime configuration the shell serves at /runtime-config.json, built from env at server
 * start. Remotes are found through it, never through a rebuild.
 */
export interface RemoteUrls {
  reader: string;
  live: string;
  editor: string;
  admin: string;
}

export interface RuntimeConfig {
  supabaseUrl: string;
  /**
   * The public API key the browser client uses: a publishable key (`sb_publishable_…`, from
   * SUPABASE_PUBLISHABLE_KEY) or the legacy anon JWT (SUPABASE_ANON_KEY). supabase-js takes either.
   */
  supabaseAnonKey: string;
  siteName: string;
  /**
   * Whether the Supabase project serves image transformations (/storage/v1/render/image: the local
   * backend, hosted Pro plans and above). Without it the portal's images are the originals.
   */
  imageTransformations?: boolean;
  /**
   * The VAPID public key (VAPID_PUBLIC_KEY) browsers bind their Web Push subscriptions to; absent:
   * no alerts on the device (decision 194).
   */
  vapidPublicKey?: string;
  /** Absolute URL of each remote's mf-manifest.json. */
  remotes: RemoteUrls;
  /**
   * The remotes the registry vouches for, with the hash of each one's entry (decision 188). The
   * production server always sends it (a remote missing from it is refused); only development
   * servers, whose builds carry no hashes, leave it out.
   */
  registry?: RegisteredRemote[];
}

/** A registry entry as the browser gets it: validated on the server (remoteRegistry.mjs). */
export interface RegisteredRemote extends TrustedRemote {
  name: string;
  version: string;
  /**
   * A team's remote only (decision 207): the routes the shell mounts it at and its navigation
   * entries. The four remotes' routes and links are the shell's own (routeTable, nav).
   */
  routes?: RegisteredRoute[];
  nav?: RegisteredNavEntry[];
  /** A team's remote only: the places of the reader's pages its modules fill (decision 212). */
  slots?: RegisteredSlotEntry[];
  /** A new version for `percent` % of readers, by their bucket (decisions 207, 215). */
  canary?: { manifestUrl: string; version: string; integrity: string; percent: number };
  /**
   * A team's remote the shell's server renders (its entry has a `serverIntegrity`, decision 214):
   * its slots are in the server's HTML, so the browser hydrates them rather than adding them.
   */
  serverRendered?: true;
}

/** Who may open a registered route: its guard (shell/src/routes/RegisteredRemotePage.tsx). */
export type RegisteredAccess = 'everyone' | 'signed-in' | 'editor' | 'admin';

export interface RegisteredRoute {
  path: string;
  /** Exposed module name, without './'. */
  module: string;
  access: RegisteredAccess;
}

export interface RegisteredNavEntry {
  /** Plain text (the registry refuses HTML); rendered as text. */
  label: string;
  href: string;
  place: 'main' | 'dropdown' | 'footer' | 'mobile';
  order: number;
}

/** The places of the reader's pages a team's remote may fill (remoteRegistry.mjs's slot names). */
export type SlotName = 'home-panel' | 'story-sidebar';

export interface RegisteredSlotEntry {
  slot: SlotName;
  /** Exposed module name, without './'. */
  module: string;
}

let current: RuntimeConfig | null = null;

export async function loadRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
  current = (await response.json()) as RuntimeConfig;
  return current;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

/** The config if one was loaded (server render, browser), else null (unit tests, pre-start). */
export function peekRuntimeConfig(): RuntimeConfig | null {
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config not loaded: call loadRuntimeConfig() before rendering.');
  return current;
}

/** True for the new-style publishable key (`sb_publishable_…`) rather than the legacy anon JWT. */
export function isPublishableKey(key: string): boolean {
  return key.startsWith('sb_publishable_');
}
