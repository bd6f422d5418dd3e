// Security headers of every HTML response of the shell, with a Content-Security-Policy built from
// the runtime config: scripts only from this site and the configured remotes, connections to the
// configured Supabase URL (and its websocket), frames only from the video players' hosts.

/** Hosts of the embedded players the live event pages use (YouTube, Twitch). */
export const VIDEO_FRAME_ORIGINS = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.twitch.tv',
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

/**
 * @param {{ supabaseUrl: string, remotes: Record<string, string>, adNetwork?: { client?: string, scriptUrl?: string } }} config
 * @returns {string}
 */
export function contentSecurityPolicy(config) {
  const supabase = originOf(config.supabaseUrl);
  const remotes = unique(Object.values(config.remotes ?? {}).map(originOf));
  const adScript = config.adNetwork?.client ? originOf(config.adNetwork.scriptUrl ?? DEFAULT_AD_SCRIPT_URL) : null;
  const directives = {
    'default-src': ["'self'"],
    'script-src': unique(["'self'", ...remotes, adScript]),
    // styled-components writes <style> elements at run time; style attributes come from React.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Story and ad images may live on any https host (or in Supabase storage).
    'img-src': unique(["'self'", 'data:', 'blob:', 'https:', supabase]),
    'font-src': ["'self'", 'data:'],
    // https: as well: hls.js fetches a custom stream's playlist and segments from whatever host the
    // event's stream is on (editors enter it). Scripts, the real danger, stay locked down.
    'connect-src': unique(["'self'", supabase, supabase && websocketOrigin(supabase), ...remotes, adScript, 'https:']),
    'media-src': unique(["'self'", 'blob:', 'https:', supabase]),
    'worker-src': ["'self'", 'blob:'],
    'frame-src': unique([...VIDEO_FRAME_ORIGINS, ...(adScript ? AD_FRAME_ORIGINS : [])]),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Nothing the portal uses is granted, except fullscreen and autoplay for the video players. */
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
  `autoplay=(self ${VIDEO_FRAME_ORIGINS.map((o) => `"${o}"`).join(' ')})`,
  `fullscreen=(self ${VIDEO_FRAME_ORIGINS.map((o) => `"${o}"`).join(' ')})`,
  `picture-in-picture=(self ${VIDEO_FRAME_ORIGINS.map((o) => `"${o}"`).join(' ')})`,
].join(', ');

/**
 * @param {Parameters<typeof contentSecurityPolicy>[0]} config
 * @returns {Record<string, string>}
 */
export function securityHeaders(config) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Frame-Options': 'DENY',
  };
}
