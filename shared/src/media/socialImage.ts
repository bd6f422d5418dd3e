import type { FocalPoint } from '../model/focalPoint.ts';

/** The link-preview card's image (Open Graph, Twitter's large card): 1.91:1 at 1200 × 630. */
export const SOCIAL_CARD = { width: 1200, height: 630 } as const;

/** The shell server's route that crops a storage image to the card (shell/server/socialImage.mjs). */
export const SOCIAL_IMAGE_PATH = '/social-image/';

/** The only bucket the route reads: the site's public images. */
const BUCKET = 'blog-images';
const PUBLIC_OBJECT = '/storage/v1/object/public/';
const PUBLIC_RENDER = '/storage/v1/render/image/public/';

export interface SocialCardImage {
  url: string;
  /** Known only for the card crop; another site's image is shared as it is, its size unknown. */
  width?: number;
  height?: number;
}

/**
 * The keys the route crops (its KEY, shell/server/socialImage.mjs; a test keeps the two equal):
 * segments of letters, digits, dots, hyphens and underscores. Another key (an imported file's
 * name with a space) is shared as it is.
 */
export const SOCIAL_IMAGE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** The object's key in the images bucket when `url` is one of this project's public objects or renders. */
function imageKey(url: string, supabaseUrl: string): string | null {
  const base = supabaseUrl.replace(/\/+$/, '');
  for (const prefix of [PUBLIC_OBJECT, PUBLIC_RENDER]) {
    const start = `${base}${prefix}${BUCKET}/`;
    if (!url.startsWith(start)) continue;
    const key = url.slice(start.length).split(/[?#]/)[0] ?? '';
    return SOCIAL_IMAGE_KEY.test(key) ? key : null;
  }
  return null;
}

/** At most three decimals, no trailing zeros: the route accepts one spelling of each point. */
const coordinate = (value: number) => String(Math.round(value * 1000) / 1000);

const isFocal = (focal: FocalPoint | null | undefined): focal is FocalPoint =>
  !!focal && [focal.x, focal.y].every((v) => Number.isFinite(v) && v >= 0 && v <= 1);

/**
 * The image a link preview shows: for one of this project's stored images, the site's 1200 × 630
 * crop of it around its focal point (the centre without one), a path on the site; any other
 * image as it is. Hosted image transformations crop only at the centre (decision 153), so the
 * crop is the shell server's.
 */
export function socialCardImage(
  url: string,
  focal: FocalPoint | null | undefined,
  supabaseUrl: string | null | undefined,
): SocialCardImage {
  const key = supabaseUrl ? imageKey(url, supabaseUrl) : null;
  if (!key) return { url };
  const query = isFocal(focal) ? `?x=${coordinate(focal.x)}&y=${coordinate(focal.y)}` : '';
  return { url: `${SOCIAL_IMAGE_PATH}${key}${query}`, ...SOCIAL_CARD };
}
