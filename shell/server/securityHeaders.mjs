// Security headers of every HTML response of the shell and of the remotes' standalone pages, with a
// Content-Security-Policy that lists origins (decision 163): scripts only from this site and the
// configured remotes, connections to the configured Supabase URL (and its websocket), images and
// streams from Supabase and the hosts the operator lists, frames only from the video players' hosts
// and the story embeds' players.

/** Hosts of the embedded players the live event pages use (YouTube, Twitch). */
export const VIDEO_FRAME_ORIGINS = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.twitch.tv',
];

/**
 * The players of story embeds (issue 48, decision 166): the frame origin of each provider's player
 * in shared/src/document/render/embedFrames.ts (EMBED_FRAMES), privacy-enhanced where the provider
 * has such a domain. A story page loads one only when the reader presses the embed's button; a test
 * derives this list from EMBED_FRAMES, so a provider added there without its origin here fails.
 */
export const EMBED_FRAME_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://platform.twitter.com',
  'https://www.instagram.com',
  'https://www.tiktok.com',
  'https://open.spotify.com',
  'https://w.soundcloud.com',
];

const DEFAULT_AD_SCRIPT_URL = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js';
/** Where the ad network (when configured) draws its ads. */
const AD_FRAME_ORIGINS = ['https://googleads.g.doubleclick.net', 'https://tpc.googlesyndication.com'];

function originOf(url) {
  try {
    const { protocol, origin } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? origin : null;
  } catch {
    return null;
  }
}

/** http(s)://host -> ws(s)://host: Supabase realtime runs on the same host. */
function websocketOrigin(origin) {
  return origin.replace(/^http/, 'ws');
}

const unique = (values) => [...new Set(values.filter(Boolean))];

/** A list of origins in an env variable (comma- or space-separated); anything but an http(s) origin is left out. */
function originsFromList(text) {
  return unique((text ?? '').split(/[\s,]+/).map(originOf));
}

/**
 * The hosts besides Supabase that content may load from: CSP_IMAGE_ORIGINS (story, essay, ad,
 * author and event images entered as another site's URL) and CSP_STREAM_ORIGINS (the HLS playlists
 * and segments of custom streams): content's URLs may name any host, so the operator lists them.
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ imageOrigins: string[], streamOrigins: string[] }}
 */
export function contentOriginsFromEnv(env = process.env) {
  return {
    imageOrigins: originsFromList(env.CSP_IMAGE_ORIGINS),
    streamOrigins: originsFromList(env.CSP_STREAM_ORIGINS),
  };
}

/**
 * The origins remote code may come from: exactly the registry's entries and their canaries
 * (decisions 188, 207); without a registry (development servers), the configured remotes.
 * @param {{ remotes?: Record<string, string>, registry?: { manifestUrl: string, canary?: { manifestUrl: string } }[] }} config
 */
function remoteOrigins(config) {
  const urls = config.registry
    ? config.registry.flatMap((entry) => [entry.manifestUrl, ...(entry.canary ? [entry.canary.manifestUrl] : [])])
    : Object.values(config.remotes ?? {});
  return unique(urls.map(originOf));
}

/**
 * @param {{ supabaseUrl: string, remotes: Record<string, string>, registry?: { manifestUrl: string }[], adNetwork?: { client?: string, scriptUrl?: string } }} config
 * @param {{ imageOrigins?: readonly string[], streamOrigins?: readonly string[] }} [content] contentOriginsFromEnv's lists
 * @returns {string}
 */
export function contentSecurityPolicy(config, content = {}) {
  const supabase = originOf(config.supabaseUrl);
  const remotes = remoteOrigins(config);
  const adScript = config.adNetwork?.client ? originOf(config.adNetwork.scriptUrl ?? DEFAULT_AD_SCRIPT_URL) : null;
  const adOrigins = adScript ? [adScript, ...AD_FRAME_ORIGINS] : [];
  const images = unique((content.imageOrigins ?? []).map(originOf));
  const streams = unique((content.streamOrigins ?? []).map(originOf));
  const directives = {
    'default-src': ["'self'"],
    'script-src': unique(["'self'", ...remotes, adScript]),
    // styled-components writes <style> elements at run time; style attributes come from React.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Uploads live in Supabase storage; another site's image only from a listed host.
    'img-src': unique(["'self'", 'data:', 'blob:', supabase, ...images, ...adOrigins]),
    'font-src': ["'self'", 'data:'],
    // hls.js fetches a custom stream's playlist and segments from the stream's host: listed ones only.
    // The websocket is Supabase realtime's, on Supabase's host: no other ws(s) origin.
    'connect-src': unique([
      "'self'",
      supabase,
      supabase && websocketOrigin(supabase),
      ...remotes,
      adScript,
      ...streams,
    ]),
    'media-src': unique(["'self'", 'blob:', supabase, ...streams]),
    'worker-src': ["'self'", 'blob:'],
    'frame-src': unique([...VIDEO_FRAME_ORIGINS, ...EMBED_FRAME_ORIGINS, ...(adScript ? AD_FRAME_ORIGINS : [])]),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The live pages' players and the story embeds' players, as a permissions-policy allowlist. */
const PLAYERS = unique([...VIDEO_FRAME_ORIGINS, ...EMBED_FRAME_ORIGINS])
  .map((origin) => `"${origin}"`)
  .join(' ');

/** Nothing the portal uses is granted, except fullscreen and autoplay for the players. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
  `autoplay=(self ${PLAYERS})`,
  `fullscreen=(self ${PLAYERS})`,
  `picture-in-picture=(self ${PLAYERS})`,
].join(', ');

/**
 * @param {Parameters<typeof contentSecurityPolicy>[0]} config
 * @param {Parameters<typeof contentSecurityPolicy>[1]} [content]
 * @returns {Record<string, string>}
 */
export function securityHeaders(config, content) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, content),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Frame-Options': 'DENY',
  };
}
