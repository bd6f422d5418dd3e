import { getRuntimeConfig, type AdPosition, type RuntimeConfig } from '@newsroom/shared';

/**
 * Optional third-party ad network (AdSense-style). Configured through the runtime config key
 * `adNetwork` ({ client, scriptUrl?, slots: { [position]: slotId } }); absent means no script is
 * ever requested.
 */
export interface AdNetworkConfig {
  client: string;
  scriptUrl?: string;
  slots?: Partial<Record<AdPosition, string>>;
}

const DEFAULT_SCRIPT_URL = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js';

export function adNetworkConfig(): AdNetworkConfig | null {
  try {
    const config = getRuntimeConfig() as RuntimeConfig & { adNetwork?: Partial<AdNetworkConfig> };
    const network = config.adNetwork;
    return network && typeof network.client === 'string' && network.client ? (network as AdNetworkConfig) : null;
  } catch {
    return null;
  }
}

let scriptRequested = false;

/** Adds the network's script once per page, only when called (i.e. only when configured). */
export function loadAdNetworkScript(config: AdNetworkConfig): void {
  if (scriptRequested || typeof document === 'undefined') return;
  scriptRequested = true;
  const script = document.createElement('script');
  script.async = true;
  script.crossOrigin = 'anonymous';
  script.src = `${config.scriptUrl ?? DEFAULT_SCRIPT_URL}?client=${encodeURIComponent(config.client)}`;
  script.onerror = () => console.error('Ad network script failed to load');
  document.head.appendChild(script);
}
