import { useEffect, useRef, useState } from 'react';
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
  /** The page's main image (LCP): load at once with high priority instead of lazily. */
  priority?: boolean;
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
 * An image whose box is reserved by its aspect ratio (no layout shift), requested only when it
 * comes near the viewport, and replaced by the designed placeholder (ImagePlaceholder) when
 * missing, broken or not an http(s) URL.
 */
export function LazyImage({ src, alt, aspect = 'card', priority = false, placeholder, className }: LazyImageProps) {
  const { ref, near } = useNearViewport(priority);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const safeSrc = httpUrlOrEmpty(src);
  const broken = !safeSrc || failedSrc === safeSrc;
  return (
    <Frame ref={ref} $ratio={ASPECT_RATIOS[aspect]} className={className}>
      {broken ? (
        <ImagePlaceholder alt={alt} {...placeholder} />
      ) : (
        near && (
          <img
            src={safeSrc}
            alt={alt}
            decoding="async"
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            onError={() => setFailedSrc(safeSrc)}
          />
        )
      )}
    </Frame>
  );
}
