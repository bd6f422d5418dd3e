import { SALES_EMAIL, useDocumentHead } from '@newsroom/shared';
import { PageShell } from '../components/PageShell.tsx';
import { siteName } from '../lib/siteName.ts';
import { Offers } from './AdvertisePage.styles.ts';

const OFFERS = [
  {
    title: 'Banner Ads',
    text: 'Display placements in the header, sidebar, between stories and in the footer, on desktop and mobile.',
  },
  {
    title: 'Sponsored Content',
    text: 'Clearly labelled articles produced with our commercial team and published alongside our journalism.',
  },
  {
    title: 'Newsletter Sponsorship',
    text: 'Reach engaged readers directly in their inbox with a sponsored slot in our daily newsletter.',
  },
  {
    title: 'Social Media Promotion',
    text: 'Promoted posts across our social channels to extend your campaign beyond the site.',
  },
] as const;

/** Exposed as ./AdvertisePage (/advertise): the advertising offers and the sales contact. */
export function AdvertisePage() {
  const name = siteName();
  useDocumentHead({ title: `Advertise | ${name}` });
  return (
    <PageShell>
      <h1>Advertise With Us</h1>
      <p>Put your brand in front of readers across the UK, Zimbabwe and beyond who trust {name}.</p>
      <Offers>
        {OFFERS.map((offer) => (
          <li key={offer.title}>
            <h2>{offer.title}</h2>
            <p>{offer.text}</p>
          </li>
        ))}
      </Offers>
      <p>
        To discuss a campaign, write to our sales team at <a href={`mailto:${SALES_EMAIL}`}>{SALES_EMAIL}</a>.
      </p>
    </PageShell>
  );
}

export default AdvertisePage;
