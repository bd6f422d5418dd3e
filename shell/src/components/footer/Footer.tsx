import { TAGLINE, siteName } from '@newsroom/shared';
import { Link } from 'react-router-dom';
import { ARTS_CULTURE_LINKS, LIVE_EVENTS_LINK, PRIMARY_LINKS } from '../nav/navLinks.ts';
import { registeredNavLinks } from '../nav/registeredNav.ts';
import { FeaturedPartners } from './FeaturedPartners.tsx';
import { Bar, Columns, Copyright } from './Footer.styles.ts';

const SECTION_LINKS = [...PRIMARY_LINKS.slice(1), ARTS_CULTURE_LINKS[0], LIVE_EVENTS_LINK];

const QUICK_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/advertise', label: 'Advertise' },
  { to: '/submit-story', label: 'Submit a Story' },
  { to: '/contact', label: 'Contact' },
];

type FooterProps = {
  now?: Date;
  /** False in the consoles' work layout: no Featured Partners ads (decision 168). */
  advertising?: boolean;
};

/** The footer: Sections, Quick Links, up to 3 Featured Partners, copyright with the current year. */
export function Footer({ now = new Date(), advertising = true }: FooterProps) {
  const name = siteName();
  return (
    <Bar data-testid="shell-footer">
      <Columns>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{name}</h2>
          <p>{TAGLINE}</p>
          <ul>
            <li>
              <Link to="/privacy-policy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms-of-service">Terms of Service</Link>
            </li>
            <li>
              <Link to="/corrections">Corrections</Link>
            </li>
          </ul>
        </section>
        <nav aria-labelledby="footer-sections">
          <h2 id="footer-sections">Sections</h2>
          <ul>
            {SECTION_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to}>{label === 'All Arts & Culture' ? 'Arts & Culture' : label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links">Quick Links</h2>
          <ul>
            {[...QUICK_LINKS, ...registeredNavLinks('footer')].map(({ to, label }) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {advertising && <FeaturedPartners />}
      </Columns>
      <Copyright>
        © {now.getFullYear()} {name}. All rights reserved.
      </Copyright>
    </Bar>
  );
}
