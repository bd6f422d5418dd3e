import { useDocumentHead, siteName } from '@newsroom/shared';
import { ProseShell } from '../components/PageShell.tsx';

/** Ten numbered sections. */
export const TERMS_SECTIONS = [
  ['Acceptance of Terms', 'By using this site you agree to these terms. If you do not agree, please do not use it.'],
  ['Use of Content', 'Articles, photographs and other content are for your personal, non-commercial use only.'],
  ['Intellectual Property', 'All content is owned by us or our licensors and protected by copyright and other laws.'],
  [
    'User Accounts',
    'You are responsible for keeping your sign-in details confidential and for activity on your account.',
  ],
  [
    'User Submissions',
    'By sending us a story tip or message you allow us to use it for our journalism; you confirm it is yours to share.',
  ],
  [
    'Prohibited Conduct',
    'You may not misuse the site, interfere with its operation, scrape it at scale or attempt unauthorised access.',
  ],
  [
    'Advertising',
    'Advertisements are clearly labelled. We are not responsible for the products or sites of advertisers.',
  ],
  ['Disclaimer', 'We work to be accurate but provide the site "as is", without warranties of any kind.'],
  [
    'Limitation of Liability',
    'To the extent permitted by law we are not liable for indirect losses arising from use of the site.',
  ],
  ['Changes to These Terms', 'We may update these terms; the current version is always published on this page.'],
] as const;

/** Exposed as ./TermsOfServicePage (/terms-of-service). */
export function TermsOfServicePage() {
  useDocumentHead({ title: `Terms of Service | ${siteName()}` });
  return (
    <ProseShell>
      <h1>Terms of Service</h1>
      {TERMS_SECTIONS.map(([title, text], index) => (
        <section key={title} aria-labelledby={`terms-${index + 1}`}>
          <h2 id={`terms-${index + 1}`}>
            {index + 1}. {title}
          </h2>
          <p>{text}</p>
        </section>
      ))}
    </ProseShell>
  );
}
