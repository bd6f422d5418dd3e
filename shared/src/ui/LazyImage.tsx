import { useEffect, useRef, useState } from 'react';
import { responsiveImage } from '../media/responsiveImage.ts';
import type { FocalPoint } from '../model/focalPoint.ts';
import { httpUrlOrEmpty } from '../model/safeUrl.ts';
import { ImagePlaceholder, type PlaceholderLook } from './ImagePlaceholder.tsx';
import { Frame } from './LazyImage.styles.ts';

/** The site's image aspect options. */
export const ASPECT_RATIOS = {
  hero: '16 / 9',
  card: '4 / 3',
  mobile: '3 / 2',
  square: '1 / 1',
  wide: '21 / 9',
} as const;
export type AspectName = keyof typeof ASPECT_RATIOS;

/** Lazy images load at 10 percent visibility with a 50px margin. */
export const LAZY_OBSERVER_OPTIONS: IntersectionObserverInit = { threshold: 0.1, rootMargin: '50px' };

export interface LazyImageProps {
  /** Only an absolute http(s) URL is ever requested; anything else shows the placeholder. */
  src: string;
  alt: string;
  aspect?: AspectName;
  /** The page's main image (LCP): load at once with high priority instead of lazily. One per page. */
  priority?: boolean;
  /** On the first screen but not the LCP: load at once, at the browser's usual priority. */
  eager?: boolean;
  /** The slot's on-screen width (the img's `sizes`); each aspect has a default. */
  sizes?: string;
  /** The point every crop keeps in frame (set by the editor), else the centre. */
  focal?: FocalPoint | null;
  /** The placeholder's icon and colour when the image is missing (e.g. a live event's type). */
  placeholder?: PlaceholderLook;
  className?: string;
}

function useNearViewport(skip: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(skip);
  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      setNear(true);
      observer.disconnect();
    }, LAZY_OBSERVER_OPTIONS);
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/**
 * Which source is shown: the transformed variants first, the original if they fail (a project whose
 * plan has no transformations), the placeholder if that fails too.
 */
function useFallback(src: string) {
  const [failed, setFailed] = useState<{ src: string; count: number }>({ src, count: 0 });
  const count = failed.src === src ? failed.count : 0;
  const image = useRef<HTMLImageElement>(null);
  const fail = () => setFailed({ src, count: count + 1 });
  // A server-rendered image can fail before hydration attaches onError: decode() rejects for it
  // (and waits while an image still loads).
  useEffect(() => {
    const element = image.current;
    if (!element || typeof element.decode !== 'function') return;
    let current = true;
    element.decode().catch(() => {
      if (current && element.complete && element.naturalWidth === 0) fail();
    });
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per shown source
  }, [src, count]);
  return { count, fail, image };
}

/**
 * An image whose box is reserved by its aspect ratio and width/height attributes (no layout shift),
 * sized for the screen through `srcset` (shared/src/media/responsiveImage.ts), requested only when
 * it comes near the viewport unless it is the page's LCP image (`priority`), and replaced by the
 * designed placeholder (ImagePlaceholder) when missing, broken or not an http(s) URL. Server and
 * browser render the same markup: both read the same runtime config.
 */
export function LazyImage(props: LazyImageProps) {
  const { src, alt, aspect = 'card', priority = false, eager = false, placeholder, className, sizes, focal } = props;
  const { ref, near } = useNearViewport(priority || eager);
  const safeSrc = httpUrlOrEmpty(src);
  const { count, fail, image } = useFallback(safeSrc);
  const sources = responsiveImage(safeSrc, { aspect, sizes, focal });
  const transformed = sources.src !== safeSrc;
  const broken = !safeSrc || count >= (transformed ? 2 : 1);
  const useOriginal = transformed && count === 1;
  return (
    <Frame ref={ref} $ratio={ASPECT_RATIOS[aspect]} className={className}>
      {broken ? (
        <ImagePlaceholder alt={alt} {...placeholder} />
      ) : (
        near && (
          <img
            key={useOriginal ? 'original' : 'transformed'}
            ref={image}
            sizes={useOriginal ? undefined : sources.sizes}
            srcSet={useOriginal ? undefined : sources.srcSet}
            src={useOriginal ? safeSrc : sources.src}
            width={sources.width}
            height={sources.height}
            style={sources.objectPosition ? { objectPosition: sources.objectPosition } : undefined}
            alt={alt}
            decoding="async"
            loading={priority || eager ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            onError={fail}
          />
        )
      )}
    </Frame>
  );
}
