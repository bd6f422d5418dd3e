import { SponsoredAd, useAdvertisements, useShowingAds, type Advertisement } from '@newsroom/shared';
import { Banner, HouseAd } from './HeaderAd.styles.ts';

function SlotContent({ ad, isPending }: { ad: Advertisement | undefined; isPending: boolean }) {
  if (ad) return <SponsoredAd ad={ad} position="header" width={728} height={90} loading="eager" />;
  if (isPending) return <div />;
  return <HouseAd to="/advertise">Advertise with us</HouseAd>;
}

const NO_TARGET = {};

/**
 * The newest showing ad of position header (728x90 or 970x250, shown in the 728x90 box). While it
 * loads the box is empty; with no ad it offers the site's own advertising page (decision 043).
 */
export function HeaderAd() {
  const { data, isPending } = useAdvertisements('header');
  // The chrome is on every page: only ads that target no section or edition (decision 187).
  const ad = useShowingAds(data, NO_TARGET).find((candidate) => candidate.imageUrl);
  return (
    <Banner aria-label="Advertisement" data-testid="header-ad" data-state={ad ? 'ad' : isPending ? 'loading' : 'house'}>
      <SlotContent ad={ad} isPending={isPending} />
    </Banner>
  );
}
