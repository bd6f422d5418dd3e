// What the offline-reading worker shows without a connection (decision 186): a kept page with the
// offline notice, or the offline page. HTML strings: the worker has no React and no renderer.

const HOUR_MS = 3_600_000;

/** "You are offline; saved N hours ago" (under an hour, and past two days, in words a reader reads at a glance). */
export function offlineNotice(savedAt: number, now: number): string {
  const hours = Math.max(0, Math.floor((now - savedAt) / HOUR_MS));
  if (hours < 1) return 'You are offline; saved less than an hour ago';
  if (hours === 1) return 'You are offline; saved 1 hour ago';
  if (hours < 48) return `You are offline; saved ${hours} hours ago`;
  return `You are offline; saved ${Math.floor(hours / 24)} days ago`;
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );
}

const NOTICE_STYLE =
  'margin:0;padding:0.75rem 1rem;background:#fff4ce;color:#3d2f00;border-bottom:1px solid #c9a400;text-align:center;font-weight:600';

/** Scripts that run (not JSON-LD or the page's data blocks), and the preloads of their modules. */
const RUNNING_SCRIPT = /<script\b(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/gi;

/**
 * A kept page as shown offline: the server's HTML without its scripts (the page reads as it does
 * without JavaScript; the app could not load its remotes or data anyway, and a failed start would
 * replace the story with an error), and the notice at the top of the body.
 */
export function offlineCopy(html: string, notice: string): string {
  const withoutScripts = html.replace(RUNNING_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const banner = `<p role="status" data-offline-notice style="${NOTICE_STYLE}">${escapeHtml(notice)}</p>`;
  return withoutScripts.replace(/<body\b[^>]*>/i, (body) => `${body}${banner}`);
}

/** The `<title>` of a page's HTML (listed by the offline page), unescaped as far as the common entities. */
export function pageTitle(html: string): string | undefined {
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1]?.trim();
  if (!title) return undefined;
  return title
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

export interface KeptPageLink {
  path: string;
  title: string;
}

const PAGE_STYLE =
  'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;line-height:1.5;color:#1a1a1a}' +
  'main{max-width:40rem;margin:0 auto;padding:2rem 1rem}a{color:#0b4f9c}li{margin:0.5rem 0}';

/** The page for anything not kept: what happened, and the pages that can be read now. */
export function offlinePageHtml(kept: readonly KeptPageLink[]): string {
  const list = kept.length
    ? `<h2>Saved on this device</h2><ul>${kept
        .map(({ path, title }) => `<li><a href="${escapeHtml(path)}">${escapeHtml(title)}</a></li>`)
        .join('')}</ul>`
    : '<p>No pages are saved on this device yet. Stories you open, and those you save for later, can be read here without a connection.</p>';
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>You are offline</title><style>${PAGE_STYLE}</style></head><body><main>` +
    '<h1>You are offline</h1><p>This page has not been saved on this device. Try again when you are connected.</p>' +
    `${list}</main></body></html>`
  );
}
