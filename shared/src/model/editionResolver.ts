import { DEFAULT_EDITION, EDITION_COOKIE, isEdition, type Edition } from './edition.ts';

// The keys too: servers import this module alone, never the package's React-laden index.
export * from './edition.ts';

/**
 * The signals a request carries about its reader's edition. `country` must come from a header
 * only a trusted proxy may set (the caller drops it otherwise); the others are the reader's own.
 */
export interface EditionSignals {
  cookie?: string | null;
  country?: string | null;
  acceptLanguage?: string | null;
}

/** Past these, a header is hostile or broken: only its start is read (bounded work per request). */
const MAX_HEADER_CHARS = 4096;
const MAX_LANGUAGES = 32;

const UK_REGIONS = new Set(['gb', 'im', 'je', 'gg']);
const ZIMBABWE_REGIONS = new Set(['zw']);
/** Languages of the UK (Welsh, Scottish Gaelic) and of Zimbabwe (Shona, Northern Ndebele). */
const UK_LANGUAGES = new Set(['cy', 'gd']);
const ZIMBABWE_LANGUAGES = new Set(['sn', 'nd']);

function editionOfRegion(region: string): Edition | null {
  const code = region.toLowerCase();
  if (UK_REGIONS.has(code)) return 'uk';
  if (ZIMBABWE_REGIONS.has(code)) return 'zimbabwe';
  return null;
}

/**
 * The reader's choice from a Cookie header: the first `edition=` pair, if it names an edition.
 * Repeated Cookie headers may reach a server joined with ", " (the generic list rule), so a comma ends a pair too.
 */
export function editionFromCookie(header: string | null | undefined): Edition | null {
  if (!header) return null;
  for (const pair of header.slice(0, MAX_HEADER_CHARS).split(/[;,]/)) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== EDITION_COOKIE) continue;
    const value = pair.slice(separator + 1).trim();
    return isEdition(value) ? value : null;
  }
  return null;
}

/** A two-letter country code (ISO 3166-1), as a geolocating proxy sets it. */
export function editionFromCountry(header: string | null | undefined): Edition | null {
  const code = header?.trim() ?? '';
  return /^[A-Za-z]{2}$/.test(code) ? editionOfRegion(code) : null;
}

function editionOfLanguageTag(tag: string): Edition | null {
  const [language = '', ...subtags] = tag.toLowerCase().split('-');
  if (UK_LANGUAGES.has(language)) return 'uk';
  if (ZIMBABWE_LANGUAGES.has(language)) return 'zimbabwe';
  const region = subtags.find((subtag) => /^[a-z]{2}$/.test(subtag));
  return region ? editionOfRegion(region) : null;
}

/** One `tag;q=0.8` entry; null for anything malformed (RFC 9110 §12.4.2 weights: 0 to 1, 3 decimals). */
function parseRange(entry: string): { tag: string; q: number } | null {
  const [rawTag = '', weight, ...rest] = entry.split(';');
  const tag = rawTag.trim();
  // A language range has one parameter at most, its weight.
  if (rest.length > 0 || !/^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag)) return null;
  if (weight === undefined) return { tag, q: 1 };
  const match = /^\s*q\s*=\s*(0(\.\d{0,3})?|1(\.0{0,3})?)\s*$/i.exec(weight);
  return match ? { tag, q: Number(match[1]) } : null;
}

/**
 * The edition an Accept-Language header prefers: its languages by weight (ties in order), the
 * first that belongs to an edition's country decides (en-GB, cy, gd: UK; en-ZW, sn, nd: Zimbabwe).
 */
export function editionFromAcceptLanguage(header: string | null | undefined): Edition | null {
  if (!header) return null;
  const ranges = header
    .slice(0, MAX_HEADER_CHARS)
    .split(',', MAX_LANGUAGES)
    .map(parseRange)
    .filter((range): range is { tag: string; q: number } => range !== null && range.q > 0);
  // Stable: equal weights keep the header's order.
  ranges.sort((a, b) => b.q - a.q);
  for (const { tag } of ranges) {
    const edition = editionOfLanguageTag(tag);
    if (edition) return edition;
  }
  return null;
}

/** The edition the reader's own signals name: their choice, else their country, else their languages. */
export function signalledEdition(signals: EditionSignals): Edition | null {
  return (
    editionFromCookie(signals.cookie) ??
    editionFromCountry(signals.country) ??
    editionFromAcceptLanguage(signals.acceptLanguage)
  );
}

/**
 * The reader's edition: the one their signals name, else the site's default
 * (`site_settings.default_edition`, named by the admin; International until known).
 */
export function resolveEdition(signals: EditionSignals, siteDefault: Edition = DEFAULT_EDITION): Edition {
  return signalledEdition(signals) ?? siteDefault;
}
