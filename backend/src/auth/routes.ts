import { Hono, type Context } from 'hono';
import type { BackendContext } from '../context.ts';
import { isPlainObject } from '../http/json.ts';
import { AUTH_API_VERSION, AuthError, authErrorResponse, authErrors, userDataRefusal } from './errors.ts';
import { createAdminRoutes, createInviteRoutes } from './admin.ts';
import { createDisabledRoutes, disabledErrors } from './disabledFeatures.ts';
import { AuthLimits, type AuthAction } from './rateLimit.ts';
import { clientInfo, readBody } from './request.ts';
import { sendEmailOtp } from './emailOtp.ts';
import { belowAccountAssurance, currentUser, type SignedIn } from './currentUser.ts';
import { checkReauthentication, sendReauthentication } from './reauthentication.ts';
import { createFactorRoutes } from './mfa/routes.ts';
import { createPasskeyRoutes } from './passkeys/routes.ts';
import { redirectTarget, requestEmailChange, sendRecovery, signUpWithConfirmation } from './mailFlows.ts';
import { tokenSettings } from './tokenSettings.ts';
import { createVerifyRoutes } from './verifyRoutes.ts';
import { endSessions, refreshSession, startSession, type LogoutScope } from './sessions.ts';
import {
  checkPassword,
  createAnonymousUser,
  createUser,
  findUserById,
  normaliseEmail,
  passwordMatches,
  updateUser,
  verifyPassword,
  type AuthUser,
} from './users.ts';

export { tokenSettings } from './tokenSettings.ts';

const LOGOUT_SCOPES: readonly LogoutScope[] = ['global', 'local', 'others'];

function metadataOf(value: unknown, field: string): Record<string, unknown> | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isPlainObject(value)) throw authErrors.validation(`${field} must be a JSON object`);
  return value;
}

/**
 * The new password of a PUT /user, if any, once the change may go ahead: an account with a verified
 * factor changes its password or address only at aal2 (GoTrue), a new password must differ from the
 * old one, and the reauthentication rule applies.
 */
async function checkedCredentialChange(
  ctx: BackendContext,
  signedIn: SignedIn,
  body: Record<string, unknown>,
  email: string | undefined,
): Promise<string | undefined> {
  const changesCredentials = (email !== undefined && email !== signedIn.user.email) || Boolean(body.password);
  if (changesCredentials && (await belowAccountAssurance(ctx.db, signedIn))) {
    throw authErrors.aal2ToUpdateCredentials();
  }
  if (body.password === undefined || body.password === null) return undefined;
  const password = checkPassword(body.password);
  if (await passwordMatches(ctx.db, signedIn.user.id, password)) throw authErrors.samePassword();
  await checkReauthentication(ctx, signedIn.user, signedIn.sessionId, body.nonce);
  return password;
}

/** /auth/v1 — GoTrue-compatible e-mail/password auth (docs/product/backend-protocol.md#auth); sign-ups confirm by mail (docs/product/mail.md). */
export function createAuthRoutes(ctx: BackendContext): Hono {
  const app = new Hono();
  const limits = new AuthLimits(ctx.config.authRateLimit);

  async function checkRate(c: Context, action: AuthAction, email?: string) {
    const ip = clientInfo(c, ctx.config.trustedProxies).ip ?? 'unknown';
    const retryAfter = await limits.take(action, ip, email);
    if (retryAfter > 0) throw authErrors.rateLimited(retryAfter);
  }

  app.onError((error, c) => {
    if (error instanceof AuthError) return authErrorResponse(c, error);
    const refusal = userDataRefusal(error);
    if (refusal) return authErrorResponse(c, refusal);
    console.error(`[auth] ${c.req.method} ${c.req.path} failed:`, error);
    return authErrorResponse(
      c,
      new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs'),
    );
  });
  app.use('*', async (c, next) => {
    await next();
    c.header('X-Supabase-Api-Version', AUTH_API_VERSION);
  });

  // GoTrue publishes the public half of its asymmetric signing keys (none while tokens are HS256).
  app.get('/.well-known/jwks.json', (c) => {
    c.header('Cache-Control', 'public, max-age=600');
    return c.json(ctx.keys.jwks());
  });

  // `npm start` waits for a 200 here before it says the site is ready: not while a new database is seeded.
  app.get('/health', (c) =>
    c.json(
      {
        version: 'v2.189.0-newsroom-local',
        name: 'GoTrue',
        description: ctx.seeding ? 'Seeding a new database' : 'Newsroom local GoTrue-compatible auth',
      },
      ctx.seeding ? 503 : 200,
    ),
  );
  app.get('/settings', (c) =>
    c.json({
      external: { email: true, phone: false, anonymous_users: ctx.config.anonymousSignIns },
      disable_signup: false,
      mailer_autoconfirm: ctx.config.mail.autoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  async function signInAnonymously(c: Context, data: Record<string, unknown> | undefined) {
    if (!ctx.config.anonymousSignIns) throw disabledErrors.anonymous();
    await checkRate(c, 'signup');
    return ctx.db.transaction(async (tx) => {
      const user = await createAnonymousUser(tx, data);
      return startSession(tx, user, tokenSettings(ctx), clientInfo(c, ctx.config.trustedProxies), 'anonymous');
    });
  }

  app.post('/signup', async (c) => {
    const body = await readBody(c);
    if (body.phone) throw new AuthError(422, 'phone_provider_disabled', 'Phone signups are disabled');
    // No address and no password is GoTrue's anonymous sign-in.
    if (!body.email && !body.password) return c.json(await signInAnonymously(c, metadataOf(body.data, 'data')));
    if (!body.email || !body.password) {
      throw authErrors.validation('You must provide either an email or phone number and a password');
    }
    const email = normaliseEmail(body.email);
    const password = checkPassword(body.password);
    const data = metadataOf(body.data, 'data');
    await checkRate(c, 'signup', email);
    if (!ctx.config.mail.autoconfirm) {
      const redirectTo = redirectTarget(ctx, c.req.query('redirect_to'));
      return c.json(await signUpWithConfirmation(ctx, { email, password, data, redirectTo }));
    }
    const response = await ctx.db.transaction(async (tx) => {
      const user = await createUser(
        tx,
        { email, password, confirmed: true, userMetadata: data },
        authErrors.userAlreadyExists,
      );
      return startSession(tx, user, tokenSettings(ctx), clientInfo(c, ctx.config.trustedProxies));
    });
    return c.json(response);
  });

  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type');
    const body = await readBody(c);
    if (grant === 'password') {
      if (!body.email && !body.phone) throw authErrors.validation('missing email or phone');
      if (body.phone && !body.email) throw authErrors.invalidCredentials();
      const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
      await checkRate(c, 'signin', email);
      if (typeof body.password !== 'string' || body.password === '') throw authErrors.invalidCredentials();
      const password = body.password;
      const response = await ctx.db.transaction(async (tx) => {
        const user = await verifyPassword(tx, email, password);
        return startSession(tx, user, tokenSettings(ctx), clientInfo(c, ctx.config.trustedProxies));
      });
      return c.json(response);
    }
    if (grant === 'refresh_token') {
      if (typeof body.refresh_token !== 'string' || body.refresh_token === '') {
        return c.json({ error: 'invalid_request', error_description: 'refresh_token required' }, 400);
      }
      const token = body.refresh_token;
      const outcome = await ctx.db.transaction((tx) =>
        refreshSession(tx, token, tokenSettings(ctx), ctx.config.refreshTokenReuseIntervalSeconds),
      );
      if ('refusal' in outcome) throw outcome.refusal;
      return c.json(outcome.response);
    }
    if (grant === 'web3') throw disabledErrors.web3();
    if (grant === 'id_token') throw disabledErrors.idToken();
    throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
  });

  app.get('/user', async (c) => c.json((await currentUser(c, ctx)).user));

  app.put('/user', async (c) => {
    const signedIn = await currentUser(c, ctx);
    const { user, sessionId } = signedIn;
    const body = await readBody(c);
    const email = body.email === undefined || body.email === '' ? undefined : normaliseEmail(body.email);
    const password = await checkedCredentialChange(ctx, signedIn, body, email);
    const userMetadata = metadataOf(body.data, 'data');
    // With confirmations on, a new address takes effect once both addresses follow their link.
    const confirmByMail = email !== undefined && email !== user.email && !ctx.config.mail.autoconfirm;
    const redirectTo = redirectTarget(ctx, c.req.query('redirect_to'));
    const updated = await ctx.db.transaction(async (tx) => {
      // The password first, as GoTrue: a new password voids the links mailed before it.
      const changed = await updateUser(tx, user, {
        email: confirmByMail ? undefined : email,
        password,
        passwordSessionId: sessionId,
        userMetadata,
      });
      if (!confirmByMail) return changed;
      await requestEmailChange(tx, ctx, changed, email, redirectTo);
      return (await findUserById(tx, user.id)) as AuthUser;
    });
    return c.json(updated);
  });

  app.get('/reauthenticate', async (c) => {
    const { user } = await currentUser(c, ctx);
    // An anonymous user has nowhere to receive the nonce.
    if (!user.email)
      throw authErrors.validation('Reauthentication requires the user to have an email or a phone number');
    await checkRate(c, 'recover', user.email);
    await sendReauthentication(ctx, user);
    return c.json({});
  });

  app.post('/logout', async (c) => {
    const scope = (c.req.query('scope') ?? 'global') as LogoutScope;
    if (!LOGOUT_SCOPES.includes(scope)) throw authErrors.validation(`Unsupported logout scope "${scope}"`);
    const { user, sessionId } = await currentUser(c, ctx);
    await endSessions(ctx.db, user.id, sessionId, scope);
    return c.body(null, 204);
  });

  app.post('/recover', async (c) => {
    const body = await readBody(c);
    if (!body.email) throw authErrors.validation('Password recovery requires an email');
    const email = normaliseEmail(body.email);
    await checkRate(c, 'recover', email);
    // The same answer, at about the same time, whether or not the address has an account.
    await sendRecovery(ctx, email, redirectTarget(ctx, c.req.query('redirect_to')));
    return c.json({});
  });

  app.post('/otp', async (c) => {
    const body = await readBody(c);
    if (body.phone) throw disabledErrors.phone();
    if (!body.email) throw authErrors.validation('An email address is required');
    const email = normaliseEmail(body.email);
    await checkRate(c, 'recover', email);
    await sendEmailOtp(ctx, {
      email,
      createUser: body.create_user !== false,
      data: metadataOf(body.data, 'data'),
      redirectTo: redirectTarget(ctx, c.req.query('redirect_to')),
    });
    return c.json({});
  });

  app.route('/', createVerifyRoutes(ctx, checkRate));
  if (ctx.config.passkeys.enabled) app.route('/passkeys', createPasskeyRoutes(ctx, checkRate));
  app.route('/', createDisabledRoutes({ passkeys: ctx.config.passkeys.enabled }));
  app.route('/factors', createFactorRoutes(ctx, checkRate));
  app.route('/admin', createAdminRoutes(ctx));
  app.route('/invite', createInviteRoutes(ctx));
  return app;
}
