import { httpUrlOrEmpty, SponsoredAd, useAdvertisements, useShowingAds } from '@newsroom/shared';
import { Partners } from './Footer.styles.ts';

/** Up to 3 footer ads. */
export const MAX_FOOTER_PARTNERS = 3;

/** The footer position's first size (docs/product/limits.md#ad-positions): reserves the box until the creative's own size is known. */
const FOOTER_AD_SIZE = { width: 300, height: 250 };

const NO_TARGET = {};

/** Featured Partners: the newest showing footer ads; nothing at all when there are none. */
export function FeaturedPartners() {
  const { data } = useAdvertisements('footer');
  // A partner without an http(s) image (an old row) is left out; SponsoredAd checks the link.
  // The chrome is on every page: only ads that target no section or edition (decision 187).
  const ads = useShowingAds(data, NO_TARGET)
    .filter((ad) => httpUrlOrEmpty(ad.imageUrl))
    .slice(0, MAX_FOOTER_PARTNERS);
  if (ads.length === 0) return null;
  return (
    <section aria-labelledby="footer-partners">
      <h2 id="footer-partners">Featured Partners</h2>
      <Partners>
        {ads.map((ad) => (
          <li key={ad.id}>
            <SponsoredAd ad={ad} position="footer" {...FOOTER_AD_SIZE} />
          </li>
        ))}
      </Partners>
    </section>
  );
}
