import type { EmbedProvider } from '../schema.ts';

export interface EmbedFrame {
  /** The provider's player, on its privacy-enhanced domain where it has one. */
  src: string;
  /** What the reader's button does: "Play the video", "Show the post". */
  action: string;
  /** The frame's box, as width / height. */
  aspectRatio: string;
}

const lastSegment = (url: string) => new URL(url).pathname.split('/').filter(Boolean).pop() ?? '';

/**
 * How each provider's canonical URL (schema.ts) becomes its player. The frame loads only after the
 * reader asks (EmbedFacade); nothing here is fetched before.
 */
export const EMBED_FRAMES: Record<EmbedProvider, (url: string) => EmbedFrame> = {
  youtube: (url) => ({
    src: `https://www.youtube-nocookie.com/embed/${new URL(url).searchParams.get('v')}?autoplay=1`,
    action: 'Play the video',
    aspectRatio: '16 / 9',
  }),
  vimeo: (url) => ({
    src: `https://player.vimeo.com/video/${lastSegment(url)}?dnt=1&autoplay=1`,
    action: 'Play the video',
    aspectRatio: '16 / 9',
  }),
  x: (url) => ({
    src: `https://platform.twitter.com/embed/Tweet.html?id=${lastSegment(url)}&dnt=true`,
    action: 'Show the post',
    aspectRatio: '4 / 5',
  }),
  instagram: (url) => ({ src: `${url}embed/`, action: 'Show the post', aspectRatio: '4 / 5' }),
  tiktok: (url) => ({
    src: `https://www.tiktok.com/player/v1/${lastSegment(url)}`,
    action: 'Play the video',
    aspectRatio: '9 / 16',
  }),
  spotify: (url) => ({
    src: `https://open.spotify.com/embed${new URL(url).pathname}`,
    action: 'Play',
    aspectRatio: '16 / 9',
  }),
  soundcloud: (url) => ({
    src: `https://w.soundcloud.com/player/?url=${encodeURIComponent(url)}&auto_play=true`,
    action: 'Play',
    aspectRatio: '16 / 9',
  }),
};
