import { CONTACT_EMAIL, SALES_EMAIL } from '@newsroom/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/renderPage.tsx';
import { AboutPage } from './AboutPage.tsx';
import { AdvertisePage } from './AdvertisePage.tsx';
import { ContactPage } from './ContactPage.tsx';
import { PrivacyPolicyPage } from './PrivacyPolicyPage.tsx';
import { TermsOfServicePage } from './TermsOfServicePage.tsx';

describe('static pages', () => {
  it('About has the mission, a team list and a link to contact', () => {
    renderPage(<AboutPage />);
    expect(screen.getByRole('heading', { name: 'Our Mission' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(3);
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('Contact shows the e-mail, a phone number and a postal address', () => {
    renderPage(<ContactPage />);
    expect(screen.getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute('href', `mailto:${CONTACT_EMAIL}`);
    expect(screen.getByRole('link', { name: /^\+44/ })).toBeInTheDocument();
    expect(screen.getByText(/Fleet Street/)).toBeInTheDocument();
  });

  it('Terms of Service has ten numbered sections', () => {
    renderPage(<TermsOfServicePage />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toHaveLength(10);
    headings.forEach((heading, index) => expect(heading).toMatch(new RegExp(`^${index + 1}\\. `)));
  });

  it('Advertise lists the four offers and the sales e-mail', () => {
    renderPage(<AdvertisePage />);
    for (const offer of ['Banner Ads', 'Sponsored Content', 'Newsletter Sponsorship', 'Social Media Promotion']) {
      expect(screen.getByRole('heading', { name: offer })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: SALES_EMAIL })).toBeInTheDocument();
  });

  it('Privacy Policy renders its text', () => {
    renderPage(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
  });
});
