import { httpUrlOrEmpty, SponsoredAd, useAdvertisements } from '@newsroom/shared';
import { Partners } from './Footer.styles.ts';

/** Up to 3 footer ads. */
export const MAX_FOOTER_PARTNERS = 3;

/** The footer position's first size (docs/product/limits.md#ad-positions): reserves the box until the creative's own size is known. */
const FOOTER_AD_SIZE = { width: 300, height: 250 };

/** Featured Partners: the newest active footer ads; nothing at all when there are none. */
export function FeaturedPartners() {
  const { data } = useAdvertisements('footer');
  // A partner without an http(s) image (an old row) is left out; SponsoredAd checks the link.
  const ads = (data ?? []).filter((ad) => httpUrlOrEmpty(ad.imageUrl)).slice(0, MAX_FOOTER_PARTNERS);
  if (ads.length === 0) return null;
  return (
    <section aria-labelledby="footer-partners">
      <h2 id="footer-partners">Featured Partners</h2>
      <Partners>
        {ads.map((ad) => (
          <li key={ad.id}>
            <SponsoredAd ad={ad} {...FOOTER_AD_SIZE} />
          </li>
        ))}
      </Partners>
    </section>
  );
}
