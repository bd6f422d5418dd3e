import {
  httpUrlOrEmpty,
  safeLinkOrEmpty,
  useAdvertisements,
  type AdPosition,
  type Advertisement,
} from '@newsroom/shared';
import { useState } from 'react';
import { adNetworkConfig } from '../lib/adNetwork.ts';
import { AdNetworkSlot } from './AdNetworkSlot.tsx';
import { Slot } from './AdSlot.styles.ts';

/** SPEC §9 sizes: the box is reserved by aspect ratio so a loading ad does not move the page. */
const SIZES: Partial<Record<AdPosition, { desktop: string; mobile: string; maxWidth: string }>> = {
  inline: { desktop: '728 / 90', mobile: '320 / 50', maxWidth: '728px' },
  'in-content': { desktop: '728 / 90', mobile: '320 / 50', maxWidth: '728px' },
  sidebar: { desktop: '300 / 250', mobile: '300 / 250', maxWidth: '336px' },
  'top-sidebar': { desktop: '300 / 250', mobile: '300 / 250', maxWidth: '336px' },
  'bottom-sidebar': { desktop: '300 / 250', mobile: '300 / 250', maxWidth: '336px' },
  'mobile-banner': { desktop: '320 / 50', mobile: '320 / 50', maxWidth: '320px' },
};

const DEFAULT_SIZE = { desktop: '300 / 250', mobile: '300 / 250', maxWidth: '336px' };

function CustomAd({ ad }: { ad: Advertisement }) {
  // A broken ad image falls back to the ad's title, so the slot never shows a broken icon.
  const [broken, setBroken] = useState(false);
  // Defence in depth: the database checks ad URLs, but rows older than that check are not.
  const src = httpUrlOrEmpty(ad.imageUrl);
  const href = safeLinkOrEmpty(ad.linkUrl);
  const image =
    broken || !src ? (
      <span className="ad-text">{ad.title}</span>
    ) : (
      <img src={src} alt={ad.title} loading="lazy" decoding="async" onError={() => setBroken(true)} />
    );
  return href ? (
    <a href={href} target="_blank" rel="sponsored noopener noreferrer">
      {image}
    </a>
  ) : (
    <div className="ad-box">{image}</div>
  );
}

function SlotContent({ ad, position }: { ad: Advertisement | undefined; position: AdPosition }) {
  const network = adNetworkConfig();
  const networkSlot = network?.slots?.[position];
  if (ad) return <CustomAd ad={ad} />;
  if (network && networkSlot) return <AdNetworkSlot config={network} position={position} slot={networkSlot} />;
  return <div className="ad-box" />;
}

export interface AdSlotProps {
  position: AdPosition;
}

/**
 * The newest active advertisement of a position; without one, the ad network's slot when the
 * network is configured; otherwise nothing at all. The box is reserved while the ads load and
 * collapses only once it is known that there is none (decision 054).
 */
export function AdSlot({ position }: AdSlotProps) {
  const { data: ads, isPending } = useAdvertisements(position);
  const ad = ads?.[0];
  const network = adNetworkConfig();
  const networkSlot = network?.slots?.[position];
  if (!isPending && !ad && !(network && networkSlot)) return null;
  const size = SIZES[position] ?? DEFAULT_SIZE;
  return (
    <Slot
      aria-label="Advertisement"
      data-ad-position={position}
      $desktop={size.desktop}
      $mobile={size.mobile}
      $maxWidth={size.maxWidth}
    >
      <small>Advertisement</small>
      <SlotContent ad={ad} position={position} />
    </Slot>
  );
}
