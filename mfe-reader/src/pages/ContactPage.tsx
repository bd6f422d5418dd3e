import { CONTACT_EMAIL, useDocumentHead } from '@newsroom/shared';
import { PageShell } from '../components/PageShell.tsx';
import { ContactForm } from '../features/contact/ContactForm.tsx';
import { NEWSROOM_ADDRESS, NEWSROOM_PHONE } from '../lib/contactDetails.ts';
import { siteName } from '../lib/siteName.ts';
import { Columns } from './ContactPage.styles.ts';

/** Exposed as ./ContactPage (/contact). */
export function ContactPage() {
  useDocumentHead({ title: `Contact | ${siteName()}` });
  return (
    <PageShell>
      <h1>Contact Us</h1>
      <p>Questions, corrections or feedback? Send us a message and the newsroom will get back to you.</p>
      <Columns>
        <ContactForm />
        <section aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">Get in touch</h2>
          <dl>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
            </dd>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${NEWSROOM_PHONE.replace(/\s/g, '')}`}>{NEWSROOM_PHONE}</a>
            </dd>
            <dt>Address</dt>
            <dd>
              <address>
                {NEWSROOM_ADDRESS.map((line) => (
                  <span key={line}>
                    {line}
                    <br />
                  </span>
                ))}
              </address>
            </dd>
          </dl>
        </section>
      </Columns>
    </PageShell>
  );
}

export default ContactPage;
