import { EMBED_PROVIDERS, PATTERNS, type EmbedProvider } from '../schema.ts';

// The validator's own patterns, checked again where a value becomes an attribute (defence in depth:
// a document that reached the renderer without the database, or from before a rule tightened).
const HREF = new RegExp(PATTERNS.href.regex);
const IMAGE_SOURCE = new RegExp(PATTERNS.imageSource.regex);
const STORAGE_PATH = /^blog-images\//;

/** `value` when it is a link the schema allows (http(s), mailto, a path on this site), else null. */
export function safeHref(value: unknown): string | null {
  return typeof value === 'string' && value.length <= 2048 && HREF.test(value) ? value : null;
}

/**
 * The URL of an image `src`: a `blog-images/…` path becomes the project's public object URL (the
 * document stays the same from one environment to the next), an allowed https URL stays itself.
 */
export function imageUrl(src: unknown, supabaseUrl: string | undefined): string | null {
  if (typeof src !== 'string' || src.length > 2048 || !IMAGE_SOURCE.test(src)) return null;
  if (!STORAGE_PATH.test(src)) return src;
  return supabaseUrl ? `${supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/public/${src}` : null;
}

/** The embed's provider when `url` is that provider's canonical URL, else null. */
export function embedProvider(provider: unknown, url: unknown): EmbedProvider | null {
  if (typeof provider !== 'string' || typeof url !== 'string' || !Object.hasOwn(EMBED_PROVIDERS, provider)) return null;
  const name = provider as EmbedProvider;
  return new RegExp(EMBED_PROVIDERS[name].pattern).test(url) ? name : null;
}

/** A site path on `origin` (feeds and mail need absolute URLs); any other URL, or no origin, unchanged. */
export function absoluteUrl(href: string, origin: string | null): string {
  return origin && href.startsWith('/') ? `${origin.replace(/\/+$/, '')}${href}` : href;
}
