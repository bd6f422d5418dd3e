import type { StreamType } from '../model/liveEvent.ts';
import { toHttpUrl } from '@newsroom/shared';

/** The only hosts a stream frame may come from (the coming CSP allows no others). */
export const EMBED_HOSTS = {
  youtube: 'https://www.youtube-nocookie.com',
  twitch: 'https://player.twitch.tv',
} as const;

export type StreamSource =
  { kind: 'embed'; provider: 'youtube' | 'twitch'; src: string } | { kind: 'video'; src: string; hls: boolean };

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const TWITCH_HOSTS = new Set(['twitch.tv', 'www.twitch.tv', 'm.twitch.tv', 'go.twitch.tv', 'player.twitch.tv']);

// YouTube ids are 11 characters of [A-Za-z0-9_-]; a looser length keeps odd but harmless ids playable.
const YOUTUBE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const YOUTUBE_CHANNEL = /^UC[A-Za-z0-9_-]{1,64}$/;
const TWITCH_CHANNEL = /^[A-Za-z0-9_]{1,25}$/;
const TWITCH_VIDEO = /^v?(\d{1,15})$/;
/** twitch.tv/<path> segments that are pages, not channels. */
const TWITCH_RESERVED = new Set([
  'directory',
  'videos',
  'settings',
  'search',
  'downloads',
  'jobs',
  'p',
  'store',
  'login',
  'signup',
  'subscriptions',
  'wallet',
  'inventory',
  'drops',
  'friends',
  'messages',
  'turbo',
  'prime',
  'embed',
]);

function youtubeSrc(id: string): string {
  return `${EMBED_HOSTS.youtube}/embed/${id}?autoplay=1&playsinline=1&rel=0`;
}

function youtubeSource(url: URL): StreamSource | null {
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | null = null;
  if (host === 'youtu.be') id = parts[0] ?? null;
  else if (!YOUTUBE_HOSTS.has(host)) return null;
  else if (parts[0] === 'watch') id = url.searchParams.get('v');
  else if (['embed', 'shorts', 'live', 'v', 'e'].includes(parts[0] ?? '')) id = parts[1] ?? null;
  else if (parts[0] === 'channel' && YOUTUBE_CHANNEL.test(parts[1] ?? '')) {
    const src = `${EMBED_HOSTS.youtube}/embed/live_stream?channel=${parts[1]}&autoplay=1&playsinline=1&rel=0`;
    return { kind: 'embed', provider: 'youtube', src };
  }
  if (!id || id === 'live_stream' || !YOUTUBE_ID.test(id)) return null;
  return { kind: 'embed', provider: 'youtube', src: youtubeSrc(id) };
}

function twitchSrc(param: 'channel' | 'video', value: string, parentHost: string): string {
  const query = new URLSearchParams({ [param]: value, parent: parentHost, autoplay: 'true' });
  return `${EMBED_HOSTS.twitch}/?${query.toString()}`;
}

function twitchSource(url: URL, parentHost: string): StreamSource | null {
  const host = url.hostname.toLowerCase();
  if (!TWITCH_HOSTS.has(host) || !parentHost) return null;
  if (host === 'player.twitch.tv') {
    const channel = url.searchParams.get('channel') ?? '';
    const video = TWITCH_VIDEO.exec(url.searchParams.get('video') ?? '');
    if (TWITCH_CHANNEL.test(channel))
      return { kind: 'embed', provider: 'twitch', src: twitchSrc('channel', channel, parentHost) };
    if (video) return { kind: 'embed', provider: 'twitch', src: twitchSrc('video', `v${video[1]}`, parentHost) };
    return null;
  }
  const [first = '', second = '', third = ''] = url.pathname.split('/').filter(Boolean);
  const video = first === 'videos' ? TWITCH_VIDEO.exec(second) : second === 'v' ? TWITCH_VIDEO.exec(third) : null;
  if (video) return { kind: 'embed', provider: 'twitch', src: twitchSrc('video', `v${video[1]}`, parentHost) };
  // A clip or any deeper page is not a stream the player host can show.
  if (second || !TWITCH_CHANNEL.test(first) || TWITCH_RESERVED.has(first.toLowerCase())) return null;
  return { kind: 'embed', provider: 'twitch', src: twitchSrc('channel', first.toLowerCase(), parentHost) };
}

/**
 * What plays an event's stream URL: a YouTube link becomes a youtube-nocookie embed (autoplay on),
 * a Twitch channel or video link a Twitch player embed with `parent` set to the page's host, and a
 * custom stream a <video> source (HLS when the path ends in .m3u8). The URL's host decides the
 * provider, so a link filed under the wrong stream type still plays; a YouTube/Twitch type with a
 * URL of another host, or any non-http(s) URL, gives null ("Stream Not Available").
 */
export function streamSource(streamUrl: string, streamType: StreamType, parentHost: string): StreamSource | null {
  const url = toHttpUrl(streamUrl);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  if (host === 'youtu.be' || YOUTUBE_HOSTS.has(host)) return youtubeSource(url);
  if (TWITCH_HOSTS.has(host)) return twitchSource(url, parentHost);
  if (streamType !== 'custom') return null;
  return { kind: 'video', src: url.href, hls: url.pathname.toLowerCase().endsWith('.m3u8') };
}
