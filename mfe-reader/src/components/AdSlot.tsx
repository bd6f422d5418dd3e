import { useAdvertisements, useShowingAds, type AdPosition, type AdTarget, type Advertisement } from '@newsroom/shared';
import { adNetworkConfig } from '../lib/adNetwork.ts';
import { AdNetworkSlot } from './AdNetworkSlot.tsx';
import { Slot, SlotAd, SlotBox, SlotLabel } from './AdSlot.styles.ts';

/** Ad sizes per position: the box is reserved by aspect ratio so a loading ad does not move the page. */
const SIZES: Partial<Record<AdPosition, { desktop: string; mobile: string; maxWidth: string }>> = {
  inline: { desktop: '728 / 90', mobile: '320 / 50', maxWidth: '728px' },
  'in-content': { desktop: '728 / 90', mobile: '320 / 50', maxWidth: '728px' },
  sidebar: { desktop: '300 / 250', mobile: '300 / 250', maxWidth: '336px' },
  'top-sidebar': { desktop: '300 / 250', mobile: '300 / 250', maxWidth: '336px' },
  'bottom-sidebar': { desktop: '300 / 250', mobile: '300 / 250', maxWidth: '336px' },
  'mobile-banner': { desktop: '320 / 50', mobile: '320 / 50', maxWidth: '320px' },
};

const DEFAULT_SIZE = { desktop: '300 / 250', mobile: '300 / 250', maxWidth: '336px' };

interface SlotContentProps {
  ad: Advertisement | undefined;
  position: AdPosition;
  size: { desktop: string; mobile: string; maxWidth: string };
}

function SlotContent({ ad, position, size }: SlotContentProps) {
  const network = adNetworkConfig();
  const networkSlot = network?.slots?.[position];
  if (ad) {
    // The creative's intrinsic box (the slot's desktop size); CSS fits it to the slot on phones.
    const [width, height] = size.desktop.split('/').map((side) => parseInt(side, 10));
    return (
      <SlotAd
        ad={ad}
        position={position}
        width={width}
        height={height}
        slotWidth={parseInt(size.maxWidth, 10)}
        $desktop={size.desktop}
        $mobile={size.mobile}
      />
    );
  }
  if (network && networkSlot) return <AdNetworkSlot config={network} position={position} slot={networkSlot} />;
  return <SlotBox $desktop={size.desktop} $mobile={size.mobile} />;
}

export interface AdSlotProps {
  position: AdPosition;
  /** The page's section or edition: an ad targeting others is left out (decision 187). */
  target?: AdTarget;
}

const NO_TARGET: AdTarget = {};

/**
 * The newest advertisement of a position showing on this page (window, targeting, cap); without one, the ad network's slot when the
 * network is configured; otherwise nothing at all. The box is reserved while the ads load and
 * collapses only once it is known that there is none (decision 054).
 */
export function AdSlot({ position, target = NO_TARGET }: AdSlotProps) {
  const { data: ads, isPending } = useAdvertisements(position);
  const ad = useShowingAds(ads, target)[0];
  const network = adNetworkConfig();
  const networkSlot = network?.slots?.[position];
  if (!isPending && !ad && !(network && networkSlot)) return null;
  const size = SIZES[position] ?? DEFAULT_SIZE;
  return (
    <Slot aria-label="Advertisement" data-ad-position={position} $maxWidth={size.maxWidth}>
      <SlotLabel>Advertisement</SlotLabel>
      <SlotContent ad={ad} position={position} size={size} />
    </Slot>
  );
}
