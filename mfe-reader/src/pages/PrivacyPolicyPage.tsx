import { CONTACT_EMAIL, useDocumentHead, siteName } from '@newsroom/shared';
import { ProseShell } from '../components/PageShell.tsx';

/** Exposed as ./PrivacyPolicyPage (/privacy-policy): static policy text. */
export function PrivacyPolicyPage() {
  const name = siteName();
  useDocumentHead({ title: `Privacy Policy | ${name}` });
  return (
    <ProseShell>
      <h1>Privacy Policy</h1>
      <p>This policy explains what personal data {name} collects, why, and the choices you have.</p>
      <h2>Information we collect</h2>
      <p>
        When you create an account we store your e-mail address and name. When you contact us or submit a story we store
        what you send. When you read the site we count page and story views without storing your IP address.
      </p>
      <h2>How we use it</h2>
      <p>
        To run your account, answer your messages, review story tips, understand which stories readers value, and keep
        the site secure. We do not sell personal data.
      </p>
      <h2>Cookies and local storage</h2>
      <p>
        We keep your sign-in session and a record of recently viewed stories in your browser. Advertising partners, when
        enabled, may set their own cookies under their own policies.
      </p>
      <h2>Retention</h2>
      <p>
        We keep messages and tips only as long as needed to handle them, and account data until you ask us to delete it.
      </p>
      <h2>Your rights</h2>
      <p>
        You may ask for a copy of your data, its correction or its deletion by writing to{' '}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
    </ProseShell>
  );
}
