// POST /lite/newsletter: the lite edition's sign-up, a plain form (no script; decision 179). The
// server makes the full site's own insert into newsletter_subscribers through the REST API with
// the anon key, so the table's rules, its per-caller limits and the confirmation mail apply, then
// answers 303 to /lite/newsletter, which says what happened (shell/src/server/lite/liteNewsletterResult.ts).
import { runtimeConfigFromEnv } from '@newsroom/shared/runtime-config-env';
import { bodyLimit } from 'hono/body-limit';
import { addressLimit } from './addressLimit.mjs';
import { clientAddress, trustedProxyBlockList } from './clientAddress.mjs';
import { trustedProxiesFromEnv } from './serverConfig.mjs';

export const LITE_NEWSLETTER_PATH = '/lite/newsletter';
const BODY_LIMIT = 4 * 1024;
const EMAIL_MAX_CHARS = 254;
// The shell's own limit per reader (decision 179, review fixes): whatever the backend makes of
// the one address forwarded, a visitor cannot sign up more than this from here.
const SIGNUPS_PER_WINDOW = 5;
const SIGNUP_WINDOW_MS = 10 * 60 * 1000;
const SIGNUP_ADDRESSES_KEPT = 10_000;
// Deliberately loose, as the full site's (useNewsletterSignup): the database's is_valid_email
// decides. No whitespace, so no line break (no header injection) gets through.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

const refusal = (c, status, text) =>
  c.body(text, status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });

/**
 * A form posted from another site (Sec-Fetch-Site, else Origin, when the browser sends them):
 * nobody may sign a reader's browser up from elsewhere. Without either header (old browsers,
 * scripts) the database's limits still apply.
 */
function fromAnotherSite(c, publicOrigin) {
  const site = c.req.header('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return true;
  const origin = c.req.header('origin');
  if (!origin) return false;
  if (publicOrigin) return origin !== publicOrigin;
  // Without PUBLIC_SITE_URL pages are served for the request's own host (locally).
  return !URL.canParse(origin) || new URL(origin).host !== new URL(c.req.url).host;
}

const isForm = (c) =>
  (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase() === 'application/x-www-form-urlencoded';

/** The form's fields as the full site's sign-up reads them (NewsletterChoicesFields). */
function signupOf(body) {
  const form = new URLSearchParams(body);
  return {
    email: (form.get('email') ?? '').trim(),
    morning_edition: form.get('morningEdition') === 'on',
    breaking_alerts: form.get('breakingAlerts') === 'on',
  };
}

function checked(signup) {
  const { email } = signup;
  if (email.length > EMAIL_MAX_CHARS || CONTROL.test(email) || !EMAIL_PATTERN.test(email)) return 'invalid';
  if (!signup.morning_edition && !signup.breaking_alerts) return 'choose';
  return null;
}

/** The database's answer as a result name: an address already listed is "sent" too (decision 143). */
async function resultOf(response) {
  if (response.ok) return 'sent';
  const error = await response.json().catch(() => null);
  if (error?.code === '23505') return 'sent';
  if (error?.code === '23514') return 'invalid';
  if (error?.hint === 'rate_limited' || response.status === 429) return 'limited';
  console.error('[shell] /lite/newsletter: the sign-up was refused', response.status, error);
  return 'unavailable';
}

/**
 * The full site's insert, with the reader's one resolved address as X-Forwarded-For: never the
 * header the client sent (the database takes its first entry, which a visitor could choose).
 */
async function insert(env, signup, reader) {
  const config = runtimeConfigFromEnv(env);
  try {
    const response = await fetch(`${config.supabaseUrl}/rest/v1/newsletter_subscribers`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        apikey: config.supabaseAnonKey,
        Authorization: `Bearer ${config.supabaseAnonKey}`,
        Prefer: 'return=minimal',
        ...(reader ? { 'X-Forwarded-For': reader } : {}),
      },
      body: JSON.stringify(signup),
      signal: AbortSignal.timeout(10_000),
    });
    return await resultOf(response);
  } catch (error) {
    console.error('[shell] /lite/newsletter: backend unreachable', error);
    return 'unavailable';
  }
}

/** 303 to the page that says what happened; a refused address goes back into the form. */
function seeOther(c, result, email) {
  const query = new URLSearchParams({ result });
  if (result !== 'sent') query.set('email', email.slice(0, EMAIL_MAX_CHARS));
  c.header('Cache-Control', 'no-store');
  return c.redirect(`${LITE_NEWSLETTER_PATH}?${query.toString()}`, 303);
}

export function liteNewsletterRoute(app, env, publicOrigin) {
  const trusted = trustedProxyBlockList(trustedProxiesFromEnv(env));
  const withinLimit = addressLimit({
    max: SIGNUPS_PER_WINDOW,
    windowMs: SIGNUP_WINDOW_MS,
    maxKeys: SIGNUP_ADDRESSES_KEPT,
  });
  app.post(
    LITE_NEWSLETTER_PATH,
    async (c, next) => {
      if (fromAnotherSite(c, publicOrigin)) return refusal(c, 403, 'Forms from other sites are not accepted.');
      if (!isForm(c)) return refusal(c, 415, 'Send the form as application/x-www-form-urlencoded.');
      await next();
    },
    bodyLimit({ maxSize: BODY_LIMIT, onError: (c) => refusal(c, 413, 'The form is too large.') }),
    async (c) => {
      const signup = signupOf(await c.req.text());
      const reader = clientAddress(c, trusted);
      if (!withinLimit(reader)) return seeOther(c, 'limited', signup.email);
      const result = checked(signup) ?? (await insert(env, signup, reader));
      return seeOther(c, result, signup.email);
    },
  );
}
