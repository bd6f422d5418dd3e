import { Hono, type Context } from 'hono';
import type { BackendContext } from '../../context.ts';
import { currentUser } from '../currentUser.ts';
import { authErrors } from '../errors.ts';
import type { AuthAction } from '../rateLimit.ts';
import { clientInfo, readBody } from '../request.ts';
import { reissueSession, type TokenResponse } from '../sessions.ts';
import { tokenSettings } from '../tokenSettings.ts';
import { mfaErrors } from './errors.ts';
import {
  CHALLENGE_LIFETIME_SECONDS,
  MAX_FACTORS,
  acceptCode,
  challengeOf,
  countFactors,
  deleteFactor,
  factorOf,
  insertChallenge,
  insertTotpFactor,
} from './factors.ts';
import { FactorLockout } from './lockout.ts';
import { matchingStep, newTotpEnrollment } from './totp.ts';

type CheckRate = (c: Context, action: AuthAction) => Promise<void>;

/** A verify's end: the raised session, or a wrong code counted (and whether it locked the factor). */
type VerifyOutcome = { response: TokenResponse } | { lockedNow: number };

function optionalText(value: unknown, field: string, max = 255): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' || value.length > max) throw authErrors.validation(`${field} must be a string`);
  return value.trim();
}

/** /auth/v1/factors — TOTP multi-factor authentication as GoTrue (docs/decisions/154-staff-two-factor.md). */
export function createFactorRoutes(ctx: BackendContext, checkRate: CheckRate): Hono {
  const app = new Hono();
  const lockout = new FactorLockout(ctx.config.mfaLockout);
  const ipOf = (c: Context) => clientInfo(c, ctx.config.trustedProxies).ip ?? '0.0.0.0';

  app.post('/', async (c) => {
    const { user, aal } = await currentUser(c, ctx);
    const body = await readBody(c);
    if (body.factor_type === 'phone') throw mfaErrors.phoneDisabled();
    if (body.factor_type === 'webauthn') throw mfaErrors.webauthnDisabled();
    if (body.factor_type !== 'totp') throw authErrors.validation('factor_type needs to be totp, phone or webauthn');
    const friendlyName = optionalText(body.friendly_name, 'friendly_name');
    const issuer = optionalText(body.issuer, 'issuer') || new URL(ctx.config.mail.siteUrl).host;
    const enrollment = await newTotpEnrollment(issuer, user.email);
    const id = await ctx.db.transaction(async (tx) => {
      await tx.query('select 1 from auth.users where id = $1::uuid for update', [user.id]);
      // A set-up abandoned for longer than a challenge lives is gone: it must not block a new one.
      await tx.query(
        `delete from auth.mfa_factors where user_id = $1::uuid and status = 'unverified'
            and created_at < now() - make_interval(secs => $2::int)`,
        [user.id, CHALLENGE_LIFETIME_SECONDS],
      );
      const counts = await countFactors(tx, user.id);
      if (counts.total >= MAX_FACTORS) throw mfaErrors.tooMany();
      // A second factor is added by someone who proved the first: a password alone adds none.
      if (counts.verified > 0 && aal !== 'aal2') throw mfaErrors.aal2ToEnroll();
      return insertTotpFactor(tx, user.id, friendlyName, enrollment.secret);
    });
    return c.json({
      id,
      type: 'totp',
      friendly_name: friendlyName,
      totp: { qr_code: enrollment.qrCode, secret: enrollment.secret, uri: enrollment.uri },
    });
  });

  app.post('/:id/challenge', async (c) => {
    const { user } = await currentUser(c, ctx);
    await checkRate(c, 'mfa');
    const challenge = await ctx.db.transaction(async (tx) => {
      const factor = await factorOf(tx, user.id, c.req.param('id'));
      return insertChallenge(tx, factor.id, ipOf(c));
    });
    return c.json({ id: challenge.id, type: 'totp', expires_at: challenge.expiresAt });
  });

  app.post('/:id/verify', async (c) => {
    const { user, sessionId } = await currentUser(c, ctx);
    await checkRate(c, 'mfa');
    const body = await readBody(c);
    const code = typeof body.code === 'string' ? body.code.trim() : '';
    // A wrong code is counted in the transaction, which commits; the refusal is thrown after it.
    const outcome = await ctx.db.transaction(async (tx): Promise<VerifyOutcome> => {
      const factor = await factorOf(tx, user.id, c.req.param('id'));
      const locked = await lockout.lockedFor(tx, factor.id);
      if (locked > 0) throw mfaErrors.locked(locked);
      const challenge = await challengeOf(tx, factor.id, body.challenge_id);
      if (challenge.expired) throw mfaErrors.challengeExpired(challenge.id);
      if (challenge.ip_address !== ipOf(c)) throw mfaErrors.ipMismatch();
      const step = matchingStep(factor.secret ?? '', code);
      // A step at or before the last accepted one is a replayed (or older) code.
      if (step === null || (factor.last_totp_step !== null && step <= Number(factor.last_totp_step))) {
        return { lockedNow: await lockout.failed(tx, factor.id) };
      }
      await acceptCode(tx, factor, challenge.id, step, sessionId);
      await lockout.succeeded(tx, factor.id);
      return { response: await reissueSession(tx, user, sessionId, tokenSettings(ctx)) };
    });
    if ('lockedNow' in outcome) {
      throw outcome.lockedNow > 0 ? mfaErrors.locked(outcome.lockedNow) : mfaErrors.invalidCode();
    }
    return c.json(outcome.response);
  });

  app.delete('/:id', async (c) => {
    const { user, aal } = await currentUser(c, ctx);
    const id = await ctx.db.transaction(async (tx) => {
      const factor = await factorOf(tx, user.id, c.req.param('id'));
      if (factor.status === 'verified' && aal !== 'aal2') throw mfaErrors.aal2ToUnenroll();
      await deleteFactor(tx, factor);
      return factor.id;
    });
    return c.json({ id });
  });

  return app;
}
