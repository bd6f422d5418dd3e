import { describe, expect, it } from 'vitest';
import { EDITION_LABELS, EDITIONS, editionPath, isEdition } from './edition.ts';
import { editionFromAcceptLanguage, editionFromCookie, editionFromCountry, resolveEdition } from './editionResolver.ts';

describe('editions', () => {
  it('are UK, Zimbabwe and International, each with its front', () => {
    expect(EDITIONS.map((edition) => [EDITION_LABELS[edition], editionPath(edition)])).toEqual([
      ['UK', '/uk'],
      ['Zimbabwe', '/zimbabwe'],
      ['International', '/international'],
    ]);
    expect(isEdition('uk')).toBe(true);
    expect(isEdition('UK')).toBe(false);
    expect(isEdition('toString')).toBe(false);
    expect(isEdition(undefined)).toBe(false);
  });
});

describe('editionFromCookie', () => {
  it("reads the reader's choice among other cookies", () => {
    expect(editionFromCookie('edition=zimbabwe')).toBe('zimbabwe');
    expect(editionFromCookie('theme=dark; edition=uk; other=1')).toBe('uk');
    expect(editionFromCookie(' edition = international ')).toBe('international');
  });

  it('reads repeated Cookie headers joined with ", " (as a proxy or a header list may join them)', () => {
    expect(editionFromCookie('theme=dark, edition=uk')).toBe('uk');
    expect(editionFromCookie('a=1; b=2, edition=zimbabwe; c=3')).toBe('zimbabwe');
  });

  it('ignores garbage, look-alike names and a missing header', () => {
    for (const header of [
      null,
      undefined,
      '',
      'edition=',
      'edition=UK',
      'edition=uk%00',
      'edition="uk"',
      'edition=us',
      'edition=__proto__',
      'myedition=uk',
      'edition',
      ';;;=;',
      `edition=${'x'.repeat(100_000)}`,
    ]) {
      expect(editionFromCookie(header), String(header).slice(0, 40)).toBeNull();
    }
  });

  it('takes the first edition pair only, and reads no further than the header cap', () => {
    expect(editionFromCookie('edition=bogus; edition=uk')).toBeNull();
    expect(editionFromCookie('edition=uk; edition=zimbabwe')).toBe('uk');
    expect(editionFromCookie(`${'a=b; '.repeat(2000)}edition=uk`)).toBeNull();
  });
});

describe('editionFromCountry', () => {
  it('maps the UK and its Crown Dependencies, and Zimbabwe', () => {
    for (const code of ['GB', 'gb', 'IM', 'JE', 'GG', ' GB ']) expect(editionFromCountry(code)).toBe('uk');
    expect(editionFromCountry('ZW')).toBe('zimbabwe');
  });

  it('knows nothing of other countries or garbage', () => {
    for (const code of ['US', 'ZA', 'XX', 'GBR', 'G', '', 'GB,ZW', 'G\u0000', null, undefined, 'ZW'.repeat(5000)]) {
      expect(editionFromCountry(code)).toBeNull();
    }
  });
});

describe('editionFromAcceptLanguage', () => {
  it("maps each edition's languages and regions", () => {
    expect(editionFromAcceptLanguage('en-GB')).toBe('uk');
    expect(editionFromAcceptLanguage('cy')).toBe('uk');
    expect(editionFromAcceptLanguage('gd-GB')).toBe('uk');
    expect(editionFromAcceptLanguage('en-ZW')).toBe('zimbabwe');
    expect(editionFromAcceptLanguage('sn')).toBe('zimbabwe');
    expect(editionFromAcceptLanguage('nd-ZW')).toBe('zimbabwe');
    expect(editionFromAcceptLanguage('EN-zw')).toBe('zimbabwe');
  });

  it('follows the weights, not the order, and skips what maps to no edition', () => {
    expect(editionFromAcceptLanguage('en-GB;q=0.5, en-ZW;q=0.9')).toBe('zimbabwe');
    expect(editionFromAcceptLanguage('en-US, en;q=0.9, en-GB;q=0.8')).toBe('uk');
    expect(editionFromAcceptLanguage('sn;q=0.8, cy;q=0.8')).toBe('zimbabwe');
    expect(editionFromAcceptLanguage('en-GB;q=0, en-ZW;q=0.1')).toBe('zimbabwe');
    expect(editionFromAcceptLanguage('en-US,en;q=0.9,*;q=0.5')).toBeNull();
  });

  it('drops malformed entries and weights, and reads a bounded part of a huge header', () => {
    expect(editionFromAcceptLanguage('en-GB;q=2')).toBeNull();
    expect(editionFromAcceptLanguage('en-GB;q=abc, en-ZW')).toBe('zimbabwe');
    expect(editionFromAcceptLanguage('<script>, en_GB, en-GB-')).toBeNull();
    expect(editionFromAcceptLanguage(`${'fr,'.repeat(50)}en-GB`)).toBeNull();
    const huge = `${'x-private-tag;q=0.1, '.repeat(100_000)}en-GB`;
    expect(editionFromAcceptLanguage(huge)).toBeNull();
    expect(editionFromAcceptLanguage('')).toBeNull();
    expect(editionFromAcceptLanguage(null)).toBeNull();
  });
});

describe('resolveEdition', () => {
  it('takes the choice, then the country, then the languages, then International', () => {
    const all = { cookie: 'edition=international', country: 'ZW', acceptLanguage: 'en-GB' };
    expect(resolveEdition(all)).toBe('international');
    expect(resolveEdition({ ...all, cookie: 'edition=garbage' })).toBe('zimbabwe');
    expect(resolveEdition({ ...all, cookie: null, country: 'US' })).toBe('uk');
    expect(resolveEdition({ acceptLanguage: 'fr-FR' })).toBe('international');
    expect(resolveEdition({})).toBe('international');
  });

  it("falls back to the site's default only when no signal names an edition", () => {
    expect(resolveEdition({ acceptLanguage: 'fr-FR', cookie: 'edition=garbage' }, 'zimbabwe')).toBe('zimbabwe');
    expect(resolveEdition({ acceptLanguage: 'en-GB' }, 'zimbabwe')).toBe('uk');
    expect(resolveEdition({ cookie: 'edition=international' }, 'uk')).toBe('international');
  });

  it('resolves every signal at once, hostile or huge, to one of the three', () => {
    const edition = resolveEdition({
      cookie: `${'edition=%ff; '.repeat(10_000)}`,
      country: '\r\nSet-Cookie: x',
      acceptLanguage: 'en-ZW;q=0.9;q=1, sn;q=1.0001, ' + 'a'.repeat(1_000_000),
    });
    expect(edition).toBe('international');
  });
});
