// Not the package's index: the page cache's thread never loads React (server/index.ts).
import { DEFAULT_EDITION, isEdition, type Edition } from '@newsroom/shared/edition-resolver';

/** A read of the settings that takes longer is abandoned; the previous value stays. */
const READ_TIMEOUT_MS = 3_000;
/** After a failed read, the next try (until one succeeds): a missed change must not last until the next purge. */
export const RETRY_MS = 5_000;

/** The site's default edition as the page cache's thread knows it (`site_settings`, decision 181). */
export interface SiteDefaultEdition {
  current(): Edition;
  /** Reads it again (at start, and on a `site` purge: a change of the setting sends one). */
  refresh(): Promise<void>;
}

export interface SettingsEndpoint {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

/**
 * Reads `site_settings` through the REST API with the public key (anyone may read it). Until the
 * first answer, and whenever a read fails, the last known value holds (International at first):
 * a backend that is down must not stop `/` from rendering.
 */
export function siteDefaultEditionSource(
  endpoint: SettingsEndpoint,
  fetcher: typeof fetch = fetch,
): SiteDefaultEdition {
  let edition: Edition = DEFAULT_EDITION;
  let retry: ReturnType<typeof setTimeout> | null = null;
  const url = `${endpoint.supabaseUrl.replace(/\/+$/, '')}/rest/v1/site_settings?select=default_edition`;
  const headers = { apikey: endpoint.supabaseAnonKey, Authorization: `Bearer ${endpoint.supabaseAnonKey}` };
  const refresh = async (): Promise<void> => {
    try {
      const response = await fetcher(url, { headers, signal: AbortSignal.timeout(READ_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const rows = (await response.json()) as { default_edition?: unknown }[];
      const named = rows[0]?.default_edition;
      if (isEdition(named)) edition = named;
    } catch (error) {
      console.warn(`[shell server] could not read the default edition (keeping ${edition}): ${String(error)}`);
      if (retry) return;
      retry = setTimeout(() => {
        retry = null;
        void refresh();
      }, RETRY_MS);
      // A retry never keeps the process alive on its own.
      retry.unref?.();
    }
  };
  return { current: () => edition, refresh };
}
