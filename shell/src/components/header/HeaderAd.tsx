import { useAdvertisements, type Advertisement } from '@newsroom/shared';
import { Banner, AdImage, HouseAd } from './HeaderAd.styles.ts';

function PaidAd({ ad }: { ad: Advertisement }) {
  const image = <AdImage src={ad.imageUrl} alt={ad.title} width={728} height={90} />;
  if (!ad.linkUrl) return <div>{image}</div>;
  return (
    <a href={ad.linkUrl} target="_blank" rel="noopener noreferrer sponsored">
      {image}
    </a>
  );
}

function SlotContent({ ad, isPending }: { ad: Advertisement | undefined; isPending: boolean }) {
  if (ad) return <PaidAd ad={ad} />;
  if (isPending) return <div />;
  return <HouseAd to="/advertise">Advertise with us</HouseAd>;
}

/**
 * The newest active ad of position header (728x90 or 970x250, shown in the 728x90 box). While it
 * loads the box is empty; with no ad it offers the site's own advertising page (decision 043).
 */
export function HeaderAd() {
  const { data, isPending } = useAdvertisements('header');
  const ad = data?.find((candidate) => candidate.imageUrl);
  return (
    <Banner aria-label="Advertisement" data-testid="header-ad" data-state={ad ? 'ad' : isPending ? 'loading' : 'house'}>
      <SlotContent ad={ad} isPending={isPending} />
    </Banner>
  );
}
