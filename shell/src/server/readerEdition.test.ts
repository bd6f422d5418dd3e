import { EDITIONS } from '@newsroom/shared/edition-resolver';
import { describe, expect, it, vi } from 'vitest';
import { EDITION_KEYS } from '../../server/editionChoice.mjs';
import { editionOfFrontUrl, requestEdition, trustedProxyList, withReaderEdition } from './readerEdition.ts';

const trusted = trustedProxyList(['10.0.0.0/8', '::1', 'garbage', '192.168.1.1/abc']);
const headers = (values: Record<string, string>) => (name: string) => values[name];

describe('requestEdition', () => {
  it("believes the country and the CDN's edition only from a trusted proxy", () => {
    const forged = headers({ 'x-country-code': 'ZW', 'x-edition': 'uk' });
    expect(requestEdition(forged, '203.0.113.9', trusted)).toBe('international');
    expect(requestEdition(forged, null, trusted)).toBe('international');
    expect(requestEdition(forged, '10.1.2.3', trusted)).toBe('uk');
    expect(requestEdition(headers({ 'x-country-code': 'ZW' }), '::1', trusted)).toBe('zimbabwe');
    // A subnet with a garbage prefix length trusts nobody.
    expect(requestEdition(forged, '192.168.1.1', trusted)).toBe('international');
  });

  it("takes the reader's cookie, then languages; a garbage CDN edition falls back to them", () => {
    const reader = headers({ cookie: 'edition=zimbabwe', 'accept-language': 'en-GB', 'x-edition': 'nope' });
    expect(requestEdition(reader, '10.0.0.1', trusted)).toBe('zimbabwe');
    expect(requestEdition(headers({ 'accept-language': 'en-GB' }), '203.0.113.9', trusted)).toBe('uk');
  });

  it('ends at the site\'s default when no signal names an edition, the CDN\'s "default" included', () => {
    const none = headers({ cookie: 'edition=garbage', 'accept-language': 'fr', 'x-edition': 'default' });
    expect(requestEdition(none, '10.0.0.1', trusted, 'zimbabwe')).toBe('zimbabwe');
    expect(requestEdition(headers({ 'x-edition': 'uk' }), '10.0.0.1', trusted, 'zimbabwe')).toBe('uk');
  });
});

describe('trustedProxyList', () => {
  it('skips a prefix longer than the address (a typo in TRUSTED_PROXIES), with one warning, and keeps the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const list = trustedProxyList(['10.0.0.0/33', '2001:db8::/129', '10.0.0.5', '2001:db8::/32', '192.168.0.0/999']);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0][0])).toContain('10.0.0.0/33, 2001:db8::/129, 192.168.0.0/999');
      const proxy = headers({ 'x-edition': 'uk' });
      expect(requestEdition(proxy, '10.0.0.5', list)).toBe('uk');
      expect(requestEdition(proxy, '2001:db8::1', list)).toBe('uk');
      expect(requestEdition(proxy, '10.0.0.6', list)).toBe('international');
    } finally {
      warn.mockRestore();
    }
  });
});

describe("the switcher's endpoint", () => {
  it('knows the same editions as the model', () => {
    expect(EDITION_KEYS).toEqual(EDITIONS);
  });
});

describe('withReaderEdition', () => {
  it('renders `/` for its edition, whatever edition parameter the request named; other paths as they are', () => {
    const front = withReaderEdition(new URL('https://news.example/?q=budget'), () => 'uk');
    expect(front.search).toBe('?q=budget&edition=uk');
    expect(editionOfFrontUrl(front)).toBe('uk');
    const story = new URL('https://news.example/story/1');
    expect(withReaderEdition(story, () => 'uk')).toBe(story);
    expect(editionOfFrontUrl(new URL('https://news.example/?edition=evil'))).toBeNull();
  });
});
