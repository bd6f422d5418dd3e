import { SponsoredAd, useAdvertisements } from '@newsroom/shared';
import { Partners } from './Footer.styles.ts';

/** Up to 3 footer ads. */
export const MAX_FOOTER_PARTNERS = 3;

/** Featured Partners: the newest active footer ads; nothing at all when there are none. */
export function FeaturedPartners() {
  const { data } = useAdvertisements('footer');
  // Only http(s) images and safe links reach the page, whatever an old row holds.
  const ads = (data ?? [])
    .map((ad) => ({ ...ad, imageUrl: httpUrlOrEmpty(ad.imageUrl), linkUrl: safeLinkOrEmpty(ad.linkUrl) }))
    .filter((ad) => ad.imageUrl)
    .slice(0, MAX_FOOTER_PARTNERS);
  if (ads.length === 0) return null;
  return (
    <section aria-labelledby="footer-partners">
      <h2 id="footer-partners">Featured Partners</h2>
      <Partners>
        {ads.map((ad) => (
          <li key={ad.id}>
            <SponsoredAd ad={ad} />
          </li>
        ))}
      </Partners>
    </section>
  );
}
