import { peekRuntimeConfig } from '../config/runtimeConfig.ts';
import type { FocalPoint } from '../model/focalPoint.ts';

/** The site's image aspect options (docs/product/limits.md#images). */
export const IMAGE_ASPECTS = {
  hero: { width: 16, height: 9 },
  card: { width: 4, height: 3 },
  mobile: { width: 3, height: 2 },
  square: { width: 1, height: 1 },
  wide: { width: 21, height: 9 },
} as const;
export type ImageAspect = keyof typeof IMAGE_ASPECTS;

/**
 * The widths offered in every srcset: a fixed ladder, so all pages share a few cached variants per
 * image, and never above 2500 (the transformation limit): an original larger than that never
 * reaches a reader.
 */
export const IMAGE_WIDTHS = [320, 480, 640, 800, 1080, 1280, 1600, 2000, 2500] as const;

/** What the slot is at most on screen, for the browser to pick a width before layout. */
export const DEFAULT_SIZES: Record<ImageAspect, string> = {
  hero: '(min-width: 1240px) 1200px, 100vw',
  card: '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw',
  mobile: '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw',
  square: '(min-width: 640px) 320px, 100vw',
  wide: '(min-width: 1240px) 1200px, 100vw',
};

export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
  /** Intrinsic size attributes in the slot's aspect: the box is known before any byte arrives. */
  width: number;
  height: number;
  /** The crop's anchor (CSS object-position): the focal point, else the centre. */
  objectPosition?: string;
}

export interface ImageOptions {
  aspect: ImageAspect;
  sizes?: string;
  focal?: FocalPoint | null;
  /** Largest width the slot ever needs (ads: twice their box); the ladder stops there. */
  maxWidth?: number;
  /** Keep the original's proportions (ads: a creative is never cropped). */
  uncropped?: boolean;
  /** Defaults to the runtime config: the Supabase URL and whether it transforms images. */
  platform?: { supabaseUrl: string; transformations: boolean } | null;
}

const PUBLIC_OBJECT = '/storage/v1/object/public/';
const PUBLIC_RENDER = '/storage/v1/render/image/public/';
const BASE_WIDTH = 1200;

function currentPlatform(): ImageOptions['platform'] {
  const config = peekRuntimeConfig();
  return config ? { supabaseUrl: config.supabaseUrl, transformations: config.imageTransformations === true } : null;
}

/** The object's path (bucket/key, as in the URL) when `url` is a public object of this project. */
function publicObjectPath(url: string, supabaseUrl: string): string | null {
  const prefix = supabaseUrl.replace(/\/+$/, '') + PUBLIC_OBJECT;
  if (!url.startsWith(prefix)) return null;
  const rest = url.slice(prefix.length).split(/[?#]/)[0];
  return rest ? rest : null;
}

function isValidFocal(focal: FocalPoint | null | undefined): focal is FocalPoint {
  return !!focal && [focal.x, focal.y].every((v) => Number.isFinite(v) && v >= 0 && v <= 1);
}

/**
 * The `src`/`srcset`/`sizes` of one portal image. A public object of this project's storage gets
 * Supabase's transformation URLs (supabase-js's getPublicUrl(path, { transform }) shape), cropped
 * to the slot's aspect by the server, or, with a focal point, resized only and cropped by the
 * browser at that point (hosted Supabase has no focal-point parameter). Anything else (another
 * site's image, a project without transformations) is the original URL.
 */
export function responsiveImage(url: string, options: ImageOptions): ImageSources {
  const ratio = IMAGE_ASPECTS[options.aspect];
  const focal = isValidFocal(options.focal) ? options.focal : null;
  const box = { width: BASE_WIDTH, height: Math.round((BASE_WIDTH * ratio.height) / ratio.width) };
  const objectPosition = focal ? `${round(focal.x * 100)}% ${round(focal.y * 100)}%` : undefined;
  const platform = options.platform === undefined ? currentPlatform() : options.platform;
  const path = platform?.transformations ? publicObjectPath(url, platform.supabaseUrl) : null;
  if (!platform || !path) return { src: url, ...box, objectPosition };

  const base = platform.supabaseUrl.replace(/\/+$/, '') + PUBLIC_RENDER + path;
  const cropped = !focal && !options.uncropped;
  const at = (width: number) => {
    const query = new URLSearchParams({ width: String(width) });
    if (cropped) query.set('height', String(Math.round((width * ratio.height) / ratio.width)));
    return `${base}?${query.toString()}`;
  };
  const widths = IMAGE_WIDTHS.filter((width) => width <= (options.maxWidth ?? Infinity));
  const ladder = widths.length > 0 ? widths : [IMAGE_WIDTHS[0]];
  return {
    src: at(ladder.includes(800) ? 800 : ladder[ladder.length - 1]),
    srcSet: ladder.map((width) => `${at(width)} ${width}w`).join(', '),
    sizes: options.sizes ?? DEFAULT_SIZES[options.aspect],
    ...box,
    objectPosition,
  };
}

const round = (value: number) => Math.round(value * 10) / 10;
