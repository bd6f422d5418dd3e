import { theme, useAdvertisements, type Advertisement } from '@newsroom/shared';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

// The slot keeps the 728x90 shape from the first paint, ad or not, so nothing below it moves.
const Banner = styled.aside`
  padding: ${theme.space.sm} ${theme.space.md};

  & > * {
    display: block;
    width: 100%;
    max-width: 728px;
    aspect-ratio: 728 / 90;
    margin: 0 auto;
    overflow: hidden;
  }
`;

const AdImage = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: contain;
`;

const HouseAd = styled(Link)`
  display: grid;
  place-content: center;
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.sm};
  text-align: center;
  text-decoration: none;
`;

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
