import { EMBED_PROVIDERS, type EmbedProvider } from '@newsroom/shared/document';

export type ParsedEmbed = { provider: EmbedProvider; url: string } | { error: string };

export const EMBED_MESSAGES = {
  notUrl: 'Paste the address of the post or video, starting with https://',
  unsupported: `Embeds come from ${Object.values(EMBED_PROVIDERS)
    .map((provider) => provider.label)
    .join(', ')} only.`,
  notAPost: (label: string) =>
    `That ${label} address is not a single post, video or track: open it and copy its share link.`,
} as const;

type Reader = (url: URL) => string | null;

const segments = (url: URL) => url.pathname.split('/').filter(Boolean);

/** For each provider: the hosts its share links use, and how to read the canonical URL from one. */
const READERS: Record<EmbedProvider, { hosts: readonly string[]; read: Reader }> = {
  youtube: {
    hosts: ['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtu.be', 'youtube-nocookie.com'],
    read: (url) => {
      const [first, second] = segments(url);
      const id = url.hostname.endsWith('youtu.be')
        ? first
        : first === 'watch'
          ? url.searchParams.get('v')
          : ['shorts', 'embed', 'live', 'v'].includes(first ?? '')
            ? second
            : null;
      return id ? `https://www.youtube.com/watch?v=${id}` : null;
    },
  },
  vimeo: {
    hosts: ['vimeo.com', 'player.vimeo.com'],
    read: (url) => {
      const id = segments(url).find((segment) => /^[0-9]+$/.test(segment));
      return id ? `https://vimeo.com/${id}` : null;
    },
  },
  x: {
    hosts: ['x.com', 'twitter.com', 'mobile.twitter.com', 'mobile.x.com'],
    read: (url) => {
      const [user, status, id] = segments(url);
      return status === 'status' && user && id ? `https://x.com/${user}/status/${id}` : null;
    },
  },
  instagram: {
    hosts: ['instagram.com'],
    read: (url) => {
      const [kind, code] = segments(url);
      const type = kind === 'reels' ? 'reel' : kind;
      return (type === 'p' || type === 'reel') && code ? `https://www.instagram.com/${type}/${code}/` : null;
    },
  },
  tiktok: {
    hosts: ['tiktok.com', 'm.tiktok.com'],
    read: (url) => {
      const [user, video, id] = segments(url);
      return user?.startsWith('@') && video === 'video' && id ? `https://www.tiktok.com/${user}/video/${id}` : null;
    },
  },
  spotify: {
    hosts: ['open.spotify.com'],
    read: (url) => {
      // Localised links carry a language first: /intl-de/track/…
      const parts = segments(url).filter((segment) => !segment.startsWith('intl-'));
      const [kind, id] = parts[0] === 'embed' ? parts.slice(1) : parts;
      return kind && id ? `https://open.spotify.com/${kind}/${id}` : null;
    },
  },
  soundcloud: {
    hosts: ['soundcloud.com', 'm.soundcloud.com'],
    read: (url) => {
      const parts = segments(url);
      const path = parts[1] === 'sets' ? parts.slice(0, 3) : parts.slice(0, 2);
      return path.length >= 2 ? `https://soundcloud.com/${path.join('/').toLowerCase()}` : null;
    },
  },
};

function providerFor(hostname: string): EmbedProvider | null {
  const host = hostname.toLowerCase().replace(/^www\./, '');
  const match = (Object.keys(READERS) as EmbedProvider[]).find((provider) => READERS[provider].hosts.includes(host));
  return match ?? null;
}

/**
 * A pasted share link (youtu.be/…, twitter.com/…/status/…, open.spotify.com/intl-de/track/…?si=…) as
 * the schema's provider and canonical URL, or why it cannot be embedded. The canonical URL is checked
 * against the schema's own pattern, so whatever this returns the database takes.
 */
export function parseEmbedUrl(input: string): ParsedEmbed {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return { error: EMBED_MESSAGES.notUrl };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { error: EMBED_MESSAGES.notUrl };
  const provider = providerFor(url.hostname);
  if (!provider) return { error: EMBED_MESSAGES.unsupported };
  const canonical = READERS[provider].read(url);
  const { label, pattern } = EMBED_PROVIDERS[provider];
  if (!canonical || !new RegExp(pattern).test(canonical)) return { error: EMBED_MESSAGES.notAPost(label) };
  return { provider, url: canonical };
}
