import type { AdPosition } from '@newsroom/shared';
import { useEffect } from 'react';
import { loadAdNetworkScript, type AdNetworkConfig } from '../lib/adNetwork.ts';

type AdQueue = { push: (slot: object) => void };
declare global {
  interface Window {
    adsbygoogle?: AdQueue | object[];
  }
}

export interface AdNetworkSlotProps {
  config: AdNetworkConfig;
  position: AdPosition;
  slot: string;
}

/** The network's script is requested with a slot and a format. Errors are only logged. */
export function AdNetworkSlot({ config, position, slot }: AdNetworkSlotProps) {
  useEffect(() => {
    loadAdNetworkScript(config);
    try {
      window.adsbygoogle = window.adsbygoogle ?? [];
      (window.adsbygoogle as AdQueue).push({});
    } catch (error) {
      console.error('Ad network slot failed', error);
    }
  }, [config, slot]);
  return (
    <ins
      className="adsbygoogle"
      style={{ display: 'block' }}
      data-ad-client={config.client}
      data-ad-slot={slot}
      data-ad-format={position === 'inline' || position === 'in-content' ? 'horizontal' : 'auto'}
      data-full-width-responsive="true"
    />
  );
}
