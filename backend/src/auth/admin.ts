import { Hono, type Context } from 'hono';
import type { BackendContext } from '../context.ts';
import { isPlainObject } from '../http/json.ts';
import { authErrors } from './errors.ts';
import { readBody, requireJwt } from './request.ts';
import { deleteFactor, factorOf, listFactors } from './mfa/factors.ts';
import { generateLink, inviteByEmail } from './invites.ts';
import { passkeyErrors } from './passkeys/routes.ts';
import { deletePasskey, listPasskeys } from './passkeys/store.ts';
import { redirectTarget } from './mailFlows.ts';
import { checkPassword, createUser, findUserById, normaliseEmail, updateUser, type AuthUser } from './users.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function requireAdmin(c: Context, ctx: BackendContext): Promise<void> {
  const claims = await requireJwt(c, ctx.keys);
  if (claims.role !== 'service_role' && claims.role !== 'supabase_admin') throw authErrors.notAdmin();
}

function objectOrUndefined(value: unknown, field: string): Record<string, unknown> | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isPlainObject(value)) throw authErrors.validation(`${field} must be a JSON object`);
  return value;
}

/** GoTrue's ban_duration ("24h", "none") → banned_until. */
function bannedUntil(value: unknown): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === 'none') return null;
  const match = typeof value === 'string' ? value.match(/^(\d+)(h|m|s)$/) : null;
  if (!match) throw authErrors.validation('invalid format for ban duration');
  const seconds = Number(match[1]) * { h: 3600, m: 60, s: 1 }[match[2] as 'h' | 'm' | 's'];
  return new Date(Date.now() + seconds * 1000).toISOString();
}

/** A page or page size: absent → the default; anything but a positive integer → GoTrue's 400. */
function pageParameter(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw authErrors.validation('Bad Pagination Parameters');
  return Number(value);
}

async function userOr404(ctx: BackendContext, id: string): Promise<AuthUser> {
  const user = UUID.test(id) ? await findUserById(ctx.db, id) : null;
  if (!user) throw authErrors.adminUserNotFound();
  return user;
}

/** /auth/v1/invite — service_role only (`supabase.auth.admin.inviteUserByEmail`). */
export function createInviteRoutes(ctx: BackendContext): Hono {
  const app = new Hono();
  app.post('/', async (c) => {
    await requireAdmin(c, ctx);
    const body = await readBody(c);
    const email = normaliseEmail(body.email);
    const redirectTo = redirectTarget(ctx, c.req.query('redirect_to'));
    return c.json(await inviteByEmail(ctx, email, objectOrUndefined(body.data, 'data'), redirectTo));
  });
  return app;
}

/** /auth/v1/admin — service_role only; what `supabase.auth.admin.*` and the local seed call. */
export function createAdminRoutes(ctx: BackendContext): Hono {
  const app = new Hono();
  app.use('*', async (c, next) => {
    await requireAdmin(c, ctx);
    await next();
  });

  app.post('/users', async (c) => {
    const body = await readBody(c);
    const email = normaliseEmail(body.email);
    const password = body.password === undefined ? undefined : checkPassword(body.password);
    const user = await ctx.db.transaction((tx) =>
      createUser(
        tx,
        {
          email,
          password,
          bareMetadata: true,
          confirmed: body.email_confirm === true,
          userMetadata: objectOrUndefined(body.user_metadata, 'user_metadata'),
          appMetadata: objectOrUndefined(body.app_metadata, 'app_metadata'),
        },
        authErrors.emailExists,
      ),
    );
    return c.json(user);
  });

  app.get('/users', async (c) => {
    const page = pageParameter(c.req.query('page'), 1);
    const perPage = Math.min(1000, pageParameter(c.req.query('per_page'), 50));
    // GoTrue lists the newest accounts first.
    const { rows } = await ctx.db.query<{ id: string; total: string }>(
      `select id::text, count(*) over ()::text as total from auth.users where deleted_at is null
        order by created_at desc, id desc limit $1 offset $2`,
      [perPage, (page - 1) * perPage],
    );
    const users = await Promise.all(rows.map((row) => findUserById(ctx.db, row.id)));
    const total = rows[0]?.total ?? '0';
    c.header('X-Total-Count', total);
    return c.json({ users: users.filter(Boolean), aud: 'authenticated' });
  });

  app.get('/users/:id', async (c) => c.json(await userOr404(ctx, c.req.param('id'))));

  app.put('/users/:id', async (c) => {
    const user = await userOr404(ctx, c.req.param('id'));
    const body = await readBody(c);
    const updated = await ctx.db.transaction((tx) =>
      updateUser(tx, user, {
        email: body.email === undefined ? undefined : normaliseEmail(body.email),
        password: body.password === undefined ? undefined : checkPassword(body.password),
        userMetadata: objectOrUndefined(body.user_metadata, 'user_metadata'),
        appMetadata: objectOrUndefined(body.app_metadata, 'app_metadata'),
        confirmEmail: body.email_confirm === true,
        bannedUntil: bannedUntil(body.ban_duration),
      }),
    );
    return c.json(updated);
  });

  app.post('/generate_link', async (c) => {
    const body = await readBody(c);
    const email = normaliseEmail(body.email);
    const redirectTo = redirectTarget(ctx, c.req.query('redirect_to') ?? body.redirect_to);
    const data = objectOrUndefined(body.data, 'data');
    const newEmail = body.new_email === undefined || body.new_email === '' ? undefined : normaliseEmail(body.new_email);
    return c.json(await generateLink(ctx, { ...body, type: body.type, email, data, newEmail }, email, redirectTo));
  });

  app.get('/users/:id/factors', async (c) => {
    const user = await userOr404(ctx, c.req.param('id'));
    return c.json(await listFactors(ctx.db, user.id));
  });

  app.delete('/users/:id/factors/:factorId', async (c) => {
    const user = await userOr404(ctx, c.req.param('id'));
    const removed = await ctx.db.transaction(async (tx) => {
      const factor = await factorOf(tx, user.id, c.req.param('factorId'));
      const shown = (await listFactors(tx, user.id)).find((item) => item.id === factor.id);
      await deleteFactor(tx, factor);
      return shown;
    });
    return c.json(removed);
  });

  if (ctx.config.passkeys.enabled) {
    app.get('/users/:id/passkeys', async (c) =>
      c.json(await listPasskeys(ctx.db, (await userOr404(ctx, c.req.param('id'))).id)),
    );
    app.delete('/users/:id/passkeys/:passkeyId', async (c) => {
      const user = await userOr404(ctx, c.req.param('id'));
      if (!(await deletePasskey(ctx.db, user.id, c.req.param('passkeyId')))) throw passkeyErrors.notFound();
      return c.body(null, 204);
    });
  }

  app.delete('/users/:id', async (c) => {
    const user = await userOr404(ctx, c.req.param('id'));
    await ctx.db.query('delete from auth.users where id = $1::uuid', [user.id]);
    return c.json({});
  });
  return app;
}
