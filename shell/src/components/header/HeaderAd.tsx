import { useAdvertisements } from '@newsroom/shared';
import styled from 'styled-components';

const Banner = styled.aside`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};

  img {
    display: block;
    width: 100%;
    max-width: 970px;
    max-height: 250px;
    object-fit: contain;
  }
`;

/**
 * The newest active ad of position header (728x90 or 970x250). No ad, no box: an empty
 * placeholder would only push the news down (decision 043).
 */
export function HeaderAd() {
  const { data } = useAdvertisements('header');
  const ad = data?.[0];
  if (!ad || !ad.imageUrl) return null;
  const image = <img src={ad.imageUrl} alt={ad.title} width={728} height={90} />;
  return (
    <Banner aria-label="Advertisement" data-testid="header-ad">
      {ad.linkUrl ? (
        <a href={ad.linkUrl} target="_blank" rel="noopener noreferrer sponsored">
          {image}
        </a>
      ) : (
        image
      )}
    </Banner>
  );
}
