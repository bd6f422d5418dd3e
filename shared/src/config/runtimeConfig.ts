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
  supabaseAnonKey: string;
  siteName: string;
  /** Absolute URL of each remote's mf-manifest.json. */
  remotes: RemoteUrls;
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

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config not loaded: call loadRuntimeConfig() before rendering.');
  return current;
}
