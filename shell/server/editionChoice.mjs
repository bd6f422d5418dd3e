// GET /edition/{key}: the header's edition switcher remembers the reader's choice and opens that
// edition's front (decision 175). A plain link and a redirect, so it works without JavaScript.

/** The editions' keys (shared/src/model/edition.ts; a test keeps them equal). */
export const EDITION_KEYS = ['uk', 'zimbabwe', 'international'];

/** A year: the choice outlives the session (the cookie is a preference, never `sb-…`). */
const CHOICE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Registers the switcher's endpoint. `secure`: whether the site is served over HTTPS (the cookie
 * then says Secure).
 * @param {import('hono').Hono} app
 * @param {() => boolean} secure
 */
export function editionChoiceRoute(app, secure) {
  app.get('/edition/:key', (c) => {
    const key = c.req.param('key');
    if (!EDITION_KEYS.includes(key)) return c.notFound();
    const cookie = `edition=${key}; Path=/; Max-Age=${CHOICE_MAX_AGE_S}; SameSite=Lax${secure() ? '; Secure' : ''}`;
    c.header('Set-Cookie', cookie);
    c.header('Cache-Control', 'no-store');
    return c.redirect(`/${key}`, 303);
  });
}
