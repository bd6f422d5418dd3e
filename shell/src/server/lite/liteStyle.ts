import { createHash } from 'node:crypto';

/**
 * The lite pages' only stylesheet, inline (no second request on a slow network): readable text,
 * visible focus, nothing else. Its hash is the only style the lite CSP allows.
 */
export const LITE_STYLE = [
  'body{margin:0 auto;max-width:40rem;padding:0 1rem;font:1.05rem/1.55 Georgia,serif;color:#1a1a1a;background:#fff;overflow-wrap:anywhere}',
  'a{color:#0b4f9c}a:focus{outline:3px solid #c60;outline-offset:2px}',
  'header,footer{font:0.95rem/1.4 system-ui,sans-serif;padding:0.75rem 0}',
  'header{border-bottom:1px solid #ccc}footer{border-top:1px solid #ccc;margin-top:2rem}',
  'h1{font-size:1.6rem;line-height:1.25}h2{font-size:1.25rem}',
  '.standfirst{font-size:1.15rem}',
  'ul.stories{padding:0;list-style:none}ul.stories li{margin:0 0 0.9rem}',
  '.meta,.stories small{color:#555;font:0.9rem/1.4 system-ui,sans-serif}',
  'blockquote{margin:1rem 0;padding-left:1rem;border-left:3px solid #ccc}',
  '.story-table{overflow-x:auto}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:0.25rem}',
  '.story-fact-box{border:1px solid #ccc;padding:0 1rem}',
].join('');

/** The CSP source of LITE_STYLE. */
export const LITE_STYLE_SOURCE = `'sha256-${createHash('sha256').update(LITE_STYLE).digest('base64')}'`;

/**
 * The lite pages' Content-Security-Policy: no script may run (the JSON-LD blocks are data, which
 * no script-src governs), the one inline style by hash, images only from this site (the favicon;
 * story images are links), forms only to this site.
 */
export const LITE_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'none'",
  `style-src ${LITE_STYLE_SOURCE}`,
  "img-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');
