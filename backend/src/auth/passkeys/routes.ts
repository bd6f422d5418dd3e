import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { Hono, type Context } from 'hono';
import type { BackendContext } from '../../context.ts';
import { belowAccountAssurance, currentUser } from '../currentUser.ts';
import { AuthError, authErrors } from '../errors.ts';
import type { AuthAction } from '../rateLimit.ts';
import { clientInfo, readBody } from '../request.ts';
import { startSession } from '../sessions.ts';
import { tokenSettings } from '../tokenSettings.ts';
import { findUserById, isBanned } from '../users.ts';
import * as store from './store.ts';

type CheckRate = (c: Context, action: AuthAction, email?: string) => Promise<void>;

export const passkeyErrors = {
  challengeNotFound: () =>
    new AuthError(404, 'webauthn_challenge_not_found', 'WebAuthn challenge not found or has expired'),
  verificationFailed: () => new AuthError(400, 'webauthn_verification_failed', 'WebAuthn verification failed'),
  notFound: () => new AuthError(404, 'webauthn_credential_not_found', 'Passkey not found'),
  aal2Required: () =>
    new AuthError(403, 'insufficient_aal', 'AAL2 session is required to manage passkeys when MFA is enabled'),
};

const MAX_NAME_LENGTH = 120;

/** The user handle is the user's id: an assertion names whose passkey it claims to be. */
const userHandle = (userId: string) => new TextEncoder().encode(userId);

/** The library's own refusals (bad signature, wrong origin, malformed JSON) are one answer to the client. */
async function verified<T>(check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch {
    throw passkeyErrors.verificationFailed();
  }
}

/** /auth/v1/passkeys: GoTrue's passkey registration, sign-in and management (decision 156). */
export function createPasskeyRoutes(ctx: BackendContext, checkRate: CheckRate): Hono {
  const app = new Hono();
  const rp = ctx.config.passkeys;
  const expected = { expectedOrigin: rp.origins, expectedRPID: rp.rpId, requireUserVerification: false };

  /**
   * The signed-in user, when this session may manage their passkeys: a stolen password-only
   * session must not add a way round the account's second factor, nor rename or remove the owner's.
   */
  async function passkeyOwner(c: Context) {
    const signedIn = await currentUser(c, ctx);
    if (await belowAccountAssurance(ctx.db, signedIn)) throw passkeyErrors.aal2Required();
    return signedIn;
  }

  app.post('/registration/options', async (c) => {
    const { user } = await passkeyOwner(c);
    const existing = await store.credentialsOf(ctx.db, user.id);
    const options = await generateRegistrationOptions({
      rpName: rp.rpName,
      rpID: rp.rpId,
      userID: userHandle(user.id),
      userName: user.email || user.id,
      attestationType: 'none',
      excludeCredentials: existing.map((passkey) => ({ id: passkey.credential_id })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    const challenge = await store.saveChallenge(ctx.db, 'registration', options.challenge, user.id);
    return c.json({ challenge_id: challenge.id, options, expires_at: challenge.expiresAt });
  });

  app.post('/registration/verify', async (c) => {
    const { user, sessionId } = await passkeyOwner(c);
    const body = await readBody(c);
    // Spent outside the transaction: a failed answer must not leave the challenge open to another try.
    const challenge = await store.takeChallenge(ctx.db, body.challenge_id, 'registration', user.id);
    if (!challenge) throw passkeyErrors.challengeNotFound();
    const created = await ctx.db.transaction(async (tx) => {
      const result = await verified(() =>
        verifyRegistrationResponse({
          response: body.credential as RegistrationResponseJSON,
          expectedChallenge: challenge,
          ...expected,
        }),
      );
      if (!result.verified) throw passkeyErrors.verificationFailed();
      const { credential, aaguid } = result.registrationInfo;
      if (await store.findByCredentialId(tx, credential.id)) throw passkeyErrors.verificationFailed();
      const passkey = await store.insertPasskey(tx, {
        userId: user.id,
        credentialId: credential.id,
        publicKey: credential.publicKey,
        signCount: credential.counter,
        transports: credential.transports ?? [],
        aaguid: /^[0-9a-f-]{36}$/i.test(aaguid) ? aaguid : null,
      });
      // A new credential, like a new password, ends every other session: one a mail scanner opened
      // from a staff invitation's link must not hold the role this passkey accepts (decision 168).
      await tx.query('delete from auth.sessions where user_id = $1::uuid and id <> $2::uuid', [user.id, sessionId]);
      return passkey;
    });
    return c.json(created);
  });

  app.post('/authentication/options', async (c) => {
    await checkRate(c, 'signin');
    // Discoverable sign-in: the authenticator offers the user's passkey, the server names none.
    const options = await generateAuthenticationOptions({ rpID: rp.rpId, userVerification: 'preferred' });
    const challenge = await store.saveChallenge(ctx.db, 'authentication', options.challenge, null);
    return c.json({ challenge_id: challenge.id, options, expires_at: challenge.expiresAt });
  });

  app.post('/authentication/verify', async (c) => {
    await checkRate(c, 'signin');
    const body = await readBody(c);
    const assertion = body.credential as AuthenticationResponseJSON | undefined;
    const challenge = await store.takeChallenge(ctx.db, body.challenge_id, 'authentication', null);
    if (!challenge) throw passkeyErrors.challengeNotFound();
    const session = await ctx.db.transaction(async (tx) => {
      const passkey = typeof assertion?.id === 'string' ? await store.findByCredentialId(tx, assertion.id) : null;
      if (!passkey) throw passkeyErrors.verificationFailed();
      const result = await verified(() =>
        verifyAuthenticationResponse({
          response: assertion as AuthenticationResponseJSON,
          expectedChallenge: challenge,
          credential: {
            id: passkey.credential_id,
            publicKey: new Uint8Array(passkey.public_key),
            counter: passkey.sign_count,
          },
          ...expected,
        }),
      );
      if (!result.verified) throw passkeyErrors.verificationFailed();
      await store.recordUse(tx, passkey.id, result.authenticationInfo.newCounter);
      const user = await findUserById(tx, passkey.user_id);
      if (!user) throw passkeyErrors.verificationFailed();
      if (isBanned(user)) throw authErrors.userBanned();
      return startSession(tx, user, tokenSettings(ctx), clientInfo(c, ctx.config.trustedProxies), 'passkey');
    });
    return c.json(session);
  });

  app.get('/', async (c) => {
    const { user } = await passkeyOwner(c);
    return c.json(await store.listPasskeys(ctx.db, user.id));
  });

  app.patch('/:id', async (c) => {
    const { user } = await passkeyOwner(c);
    const body = await readBody(c);
    const name = typeof body.friendly_name === 'string' ? body.friendly_name.trim() : '';
    if (!name || name.length > MAX_NAME_LENGTH) {
      throw authErrors.validation(`friendly_name must be 1 to ${MAX_NAME_LENGTH} characters`);
    }
    const renamed = await store.renamePasskey(ctx.db, user.id, c.req.param('id'), name);
    if (!renamed) throw passkeyErrors.notFound();
    return c.json(renamed);
  });

  app.delete('/:id', async (c) => {
    const { user } = await passkeyOwner(c);
    if (!(await store.deletePasskey(ctx.db, user.id, c.req.param('id')))) throw passkeyErrors.notFound();
    return c.body(null, 204);
  });
  return app;
}
