import type { PageHead } from '@newsroom/shared';
import { jsonForScript } from '../pagePayload.ts';

/** Text for an HTML attribute value or element content. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const meta = (attribute: 'name' | 'property', key: string, content: string | number | undefined) =>
  content === undefined || content === ''
    ? ''
    : `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}">`;

/** Only http(s) URLs become a link or an image URL; anything else is left out. */
export function safeHttpUrl(url: string | undefined, base: string): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

export interface HeadInput {
  head: PageHead;
  origin: string;
  /** The request's path, the canonical URL's default. */
  path: string;
  siteName: string;
}

/**
 * The tags of a page's head: title, description, canonical URL, Open Graph and Twitter cards,
 * feeds and JSON-LD. Every value is escaped; JSON-LD is written with `<` escaped, so no text from
 * the database can close its script block.
 */
export function renderHeadTags({ head, origin, path, siteName }: HeadInput): string {
  const canonical = new URL(head.canonicalPath ?? path, `${origin}/`).href;
  const image = head.image ? safeHttpUrl(head.image.url, canonical) : undefined;
  const socialTitle = head.social?.title || head.title;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', socialTitle),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', 'en_GB'),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', socialTitle),
    meta('name', 'twitter:description', head.description),
  ];
  if (image && head.image) {
    tags.push(
      meta('property', 'og:image', image),
      meta('property', 'og:image:width', head.image.width),
      meta('property', 'og:image:height', head.image.height),
      meta('property', 'og:image:alt', head.image.alt),
      meta('name', 'twitter:image', image),
      meta('name', 'twitter:image:alt', head.image.alt),
    );
  }
  if (head.article) {
    tags.push(
      meta('property', 'article:published_time', head.article.publishedTime),
      meta('property', 'article:modified_time', head.article.modifiedTime),
      meta('property', 'article:section', head.article.section),
      meta('property', 'article:author', head.article.author),
    );
  }
  for (const feed of head.feeds ?? []) {
    const href = new URL(feed.path, `${origin}/`).href;
    tags.push(
      `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(href)}">`,
    );
  }
  for (const alternate of head.alternates ?? []) {
    const href = new URL(alternate.path, `${origin}/`).href;
    tags.push(
      `<link rel="alternate" type="text/html" title="${escapeHtml(alternate.title)}" href="${escapeHtml(href)}">`,
    );
  }
  for (const [rel, path] of [
    ['prev', head.pagination?.prevPath],
    ['next', head.pagination?.nextPath],
  ] as const) {
    if (path) tags.push(`<link rel="${rel}" href="${escapeHtml(new URL(path, `${origin}/`).href)}">`);
  }
  if (head.noindex) tags.push('<meta name="robots" content="noindex">');
  for (const data of head.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  }
  return tags.filter(Boolean).join('\n    ');
}
