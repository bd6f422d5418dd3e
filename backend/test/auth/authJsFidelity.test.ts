import { decodeJwt } from 'jose';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/databases.ts';
import { uniqueEmail } from '../helpers/testBackend.ts';

/**
 * Answers the official auth-js suite checks (decision 156), through supabase-js: anonymous
 * sign-ins when switched on, SSO's disabled error, phone codes, and generated links.
 */
describeEachDatabase(
  'auth-js fidelity: anonymous sign-ins, SSO, phone codes, generated links',
  (tb) => {
    it('an anonymous sign-in gets a session marked is_anonymous, with the data given and no address', async () => {
      const auth = tb().client().auth;
      const { data, error } = await auth.signInAnonymously({ options: { data: { theme: 'dark' } } });
      expect(error).toBeNull();
      expect(data.user?.is_anonymous).toBe(true);
      expect(data.user?.email).toBeFalsy();
      expect(data.user?.user_metadata).toEqual({ theme: 'dark' });
      expect(data.user?.app_metadata.provider).toBe('anonymous');
      const claims = decodeJwt(data.session!.access_token);
      expect(claims.is_anonymous).toBe(true);
      expect(claims.role).toBe('authenticated');
      expect((claims.amr as { method: string }[])[0]?.method).toBe('anonymous');
      expect((await auth.getUser()).data.user?.id).toBe(data.user?.id);
      // No address to send a nonce to.
      const reauth = await auth.reauthenticate();
      expect(reauth.error?.message).toBe('Reauthentication requires the user to have an email or a phone number');
    });

    it('SSO answers that SAML is disabled, whatever is asked', async () => {
      const auth = tb().client().auth;
      for (const params of [{ providerId: 'some-provider' }, { domain: 'example.com' }]) {
        const { error } = await auth.signInWithSSO(params);
        expect(error?.message).toBe('SAML 2.0 is disabled');
        expect(error?.code).toBe('saml_provider_disabled');
      }
    });

    it('a phone code is refused as GoTrue does: a malformed number, else an invalid token', async () => {
      const auth = tb().client().auth;
      const unknown = await auth.verifyOtp({ phone: '15555550100', token: '123456', type: 'sms' });
      expect(unknown.error?.message).toBe('Token has expired or is invalid');
      expect(unknown.error?.status).toBe(403);
      const change = await auth.verifyOtp({ phone: '+1 555 555 0100', token: '123456', type: 'phone_change' });
      expect(change.error?.message).toBe('Token has expired or is invalid');
      const malformed = await auth.verifyOtp({ phone: '15555550100-invalid', token: '123456', type: 'sms' });
      expect(malformed.error?.message).toBe('Invalid phone number format (E.164 required)');
      expect(malformed.error?.status).toBe(400);
    });

    it('generateLink: a sign-up keeps exactly the metadata given', async () => {
      const admin = tb().client('service_role').auth.admin;
      const { data, error } = await admin.generateLink({
        type: 'signup',
        email: uniqueEmail('gen-signup'),
        password: 'a-long-password',
        options: { data: { status: 'alpha' } },
      });
      expect(error).toBeNull();
      expect(data.user?.user_metadata).toEqual({ status: 'alpha' });
      expect(data.properties?.action_link).toMatch(/type=signup/);
    });

    it('generateLink: an e-mail change link moves the account to the new address once followed', async () => {
      const admin = tb().client('service_role').auth.admin;
      const email = uniqueEmail('gen-change');
      const created = await admin.createUser({ email, password: 'a-long-password', email_confirm: true });
      const newEmail = uniqueEmail('gen-changed');
      const { data, error } = await admin.generateLink({ type: 'email_change_current', email, newEmail });
      expect(error).toBeNull();
      expect(data.user?.new_email).toBe(newEmail);
      expect(data.properties?.verification_type).toBe('email_change_current');
      const link = new URL(data.properties!.action_link);
      expect(link.searchParams.get('type')).toBe('email_change');
      await fetch(link, { redirect: 'manual' });
      expect((await admin.getUserById(created.data.user!.id)).data.user?.email).toBe(newEmail);

      const taken = await admin.generateLink({ type: 'email_change_new', email: newEmail, newEmail: email });
      expect(taken.error).toBeNull();
      const other = uniqueEmail('gen-other');
      await admin.createUser({ email: other, password: 'a-long-password' });
      const refused = await admin.generateLink({ type: 'email_change_new', email: newEmail, newEmail: other });
      expect(refused.error?.code).toBe('email_exists');
    });
  },
  { overrides: { anonymousSignIns: true } },
);
