import { httpUrlOrEmpty } from '@newsroom/shared';
import { useEffect, useRef, useState } from 'react';
import { Frame, Unavailable } from './LazyImage.styles.ts';

/** SPEC §9 image aspect options. */
export const ASPECT_RATIOS = {
  hero: '16 / 9',
  card: '4 / 3',
  mobile: '3 / 2',
  square: '1 / 1',
  wide: '21 / 9',
} as const;

export type AspectName = keyof typeof ASPECT_RATIOS;

/** SPEC §9: lazy images load at 10 percent visibility with a 50px margin. */
export const LAZY_OBSERVER_OPTIONS: IntersectionObserverInit = { threshold: 0.1, rootMargin: '50px' };

export interface LazyImageProps {
  src: string;
  alt: string;
  aspect?: AspectName;
  /** The page's main image (LCP): load at once with high priority instead of lazily. */
  priority?: boolean;
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
      if (entries.some((entry) => entry.isIntersecting)) {
        setNear(true);
        observer.disconnect();
      }
    }, LAZY_OBSERVER_OPTIONS);
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/**
 * An image whose box is reserved by its aspect ratio (no layout shift), requested only when it
 * comes near the viewport, and replaced by "Image unavailable" with its alt text when missing,
 * broken or not an http(s) URL.
 */
export function LazyImage({ src, alt, aspect = 'card', priority = false, className }: LazyImageProps) {
  const { ref, near } = useNearViewport(priority);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // Stored image URLs are not all checked by the database: only an absolute http(s) one is requested.
  const safeSrc = httpUrlOrEmpty(src);
  const broken = !safeSrc || failedSrc === safeSrc;
  return (
    <Frame ref={ref} $ratio={ASPECT_RATIOS[aspect]} className={className}>
      {broken ? (
        <Unavailable role="img" aria-label={alt ? `Image unavailable: ${alt}` : 'Image unavailable'}>
          <strong>Image unavailable</strong>
          {alt && <span>{alt}</span>}
        </Unavailable>
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
