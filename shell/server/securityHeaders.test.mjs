// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EMBED_FRAMES, EMBED_PROVIDERS } from '@newsroom/shared/document';
import {
  contentOriginsFromEnv,
  contentSecurityPolicy,
  EMBED_FRAME_ORIGINS,
  securityHeaders,
  VIDEO_FRAME_ORIGINS,
} from './securityHeaders.mjs';

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

  it("with a registry, allows exactly the registered remotes' origins (a refused one is not listed)", () => {
    const registry = [
      { manifestUrl: 'https://live.cdn.example/mf-manifest.json' },
      { manifestUrl: 'https://puzzles.cdn.example/1.0.0/mf-manifest.json' },
    ];
    const csp = contentSecurityPolicy({ ...config, registry });
    expect(directive(csp, 'script-src')).toEqual(["'self'", 'https://live.cdn.example', 'https://puzzles.cdn.example']);
    expect(directive(csp, 'connect-src')).not.toContain('https://reader.cdn.example');
  });

  it("allows a registered canary's origin too (decision 207)", () => {
    const canary = { manifestUrl: 'https://next.cdn.example/1.1.0/mf-manifest.json' };
    const registry = [{ manifestUrl: 'https://puzzles.cdn.example/1.0.0/mf-manifest.json', canary }];
    const csp = contentSecurityPolicy({ ...config, registry });
    expect(directive(csp, 'script-src')).toEqual(["'self'", 'https://puzzles.cdn.example', 'https://next.cdn.example']);
  });

  it('connects to Supabase and its websocket; frames only the video players and the story embeds', () => {
    const csp = contentSecurityPolicy(config);
    expect(directive(csp, 'connect-src')).toEqual(
      expect.arrayContaining(['https://abc.supabase.co', 'wss://abc.supabase.co']),
    );
    expect(directive(csp, 'frame-src')).toEqual([
      'https://www.youtube.com',
      'https://www.youtube-nocookie.com',
      'https://player.twitch.tv',
      'https://player.vimeo.com',
      'https://platform.twitter.com',
      'https://www.instagram.com',
      'https://www.tiktok.com',
      'https://open.spotify.com',
      'https://w.soundcloud.com',
    ]);
    for (const fixed of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"])
      expect(csp).toContain(fixed);
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
  });

  it("allows exactly the story embeds' player origins of EMBED_FRAMES (issue 48)", () => {
    const canonical = {
      youtube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      vimeo: 'https://vimeo.com/76979871',
      x: 'https://x.com/BBCBreaking/status/1790000000000000000',
      instagram: 'https://www.instagram.com/p/C1a2b3c4d5/',
      tiktok: 'https://www.tiktok.com/@bbcnews/video/7300000000000000000',
      spotify: 'https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk',
      soundcloud: 'https://soundcloud.com/bbc-radio-4/the-world-tonight',
    };
    expect(Object.keys(canonical).sort()).toEqual(Object.keys(EMBED_PROVIDERS).sort());
    const origins = Object.entries(canonical).map(([provider, url]) => {
      expect(url).toMatch(new RegExp(EMBED_PROVIDERS[provider].pattern));
      return new URL(EMBED_FRAMES[provider](url).src).origin;
    });
    expect([...new Set(origins)].sort()).toEqual([...EMBED_FRAME_ORIGINS].sort());
    const frames = directive(contentSecurityPolicy(config), 'frame-src');
    expect(frames.filter((origin) => !VIDEO_FRAME_ORIGINS.includes(origin)).sort()).toEqual(
      EMBED_FRAME_ORIGINS.filter((origin) => !VIDEO_FRAME_ORIGINS.includes(origin)).sort(),
    );
  });

  it('lists the origins images, connections and media may come from: no scheme-wide https: (issue 47)', () => {
    const content = {
      imageOrigins: ['https://images.example.org', 'https://photos.example.net/any/path'],
      streamOrigins: ['https://stream.example.tv'],
    };
    const csp = contentSecurityPolicy(config, content);
    for (const name of ['img-src', 'connect-src', 'media-src', 'script-src', 'frame-src'])
      expect(directive(csp, name), name).not.toContain('https:');
    expect(directive(csp, 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://abc.supabase.co',
      'https://images.example.org',
      'https://photos.example.net',
    ]);
    expect(directive(csp, 'connect-src')).toEqual([
      "'self'",
      'https://abc.supabase.co',
      'wss://abc.supabase.co',
      'https://reader.cdn.example',
      'https://live.cdn.example',
      'https://stream.example.tv',
    ]);
    expect(directive(csp, 'media-src')).toEqual([
      "'self'",
      'blob:',
      'https://abc.supabase.co',
      'https://stream.example.tv',
    ]);
    // The only websocket is Supabase realtime's.
    expect(csp.split(' ').filter((source) => /^wss?:/.test(source))).toEqual(['wss://abc.supabase.co']);
  });

  it('reads the image and stream hosts from env, origins only, anything else left out', () => {
    expect(
      contentOriginsFromEnv({
        CSP_IMAGE_ORIGINS: 'https://images.example.org/x, http://img.local:8080 javascript:alert(1) *',
        CSP_STREAM_ORIGINS: ' https://stream.example.tv ',
      }),
    ).toEqual({
      imageOrigins: ['https://images.example.org', 'http://img.local:8080'],
      streamOrigins: ['https://stream.example.tv'],
    });
    expect(contentOriginsFromEnv({})).toEqual({ imageOrigins: [], streamOrigins: [] });
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
