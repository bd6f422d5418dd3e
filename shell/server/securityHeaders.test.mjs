// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './securityHeaders.mjs';

const config = {
  supabaseUrl: 'https://abc.supabase.co',
  remotes: {
    reader: 'https://reader.cdn.example/v3/mf-manifest.json',
    live: 'https://live.cdn.example/mf-manifest.json',
    editor: 'https://reader.cdn.example/editor/mf-manifest.json',
    admin: 'javascript:alert(1)',
  },
};

const directive = (csp, name) =>
  csp
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('content security policy from the runtime config', () => {
  it('allows scripts only from this site and the remotes (each origin once, never a non-http URL)', () => {
    expect(directive(contentSecurityPolicy(config), 'script-src')).toEqual([
      "'self'",
      'https://reader.cdn.example',
      'https://live.cdn.example',
    ]);
  });

  it('connects to Supabase and its websocket; frames only the video players', () => {
    const csp = contentSecurityPolicy(config);
    expect(directive(csp, 'connect-src')).toEqual(
      expect.arrayContaining(['https://abc.supabase.co', 'wss://abc.supabase.co']),
    );
    expect(directive(csp, 'frame-src')).toEqual([
      'https://www.youtube.com',
      'https://www.youtube-nocookie.com',
      'https://player.twitch.tv',
    ]);
    for (const fixed of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"])
      expect(csp).toContain(fixed);
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
  });

  it('adds the ad network only when one is configured', () => {
    const csp = contentSecurityPolicy({ ...config, adNetwork: { client: 'ca-pub-1' } });
    expect(directive(csp, 'script-src')).toContain('https://pagead2.googlesyndication.com');
    expect(directive(contentSecurityPolicy(config), 'frame-src')).not.toContain('https://googleads.g.doubleclick.net');
  });

  it('comes with nosniff, a referrer policy and a restrictive permissions policy', () => {
    const headers = securityHeaders(config);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Permissions-Policy']).toContain('geolocation=()');
  });
});
