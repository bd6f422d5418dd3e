import type { BackendContext } from '../context.ts';
import type { TokenSettings } from './sessions.ts';

export function tokenSettings(ctx: BackendContext): TokenSettings {
  return {
    issuer: `${ctx.config.publicUrl}/auth/v1`,
    sign: (payload) => ctx.keys.signAccessToken(payload),
    expiresIn: ctx.config.jwtExpiry,
  };
}
