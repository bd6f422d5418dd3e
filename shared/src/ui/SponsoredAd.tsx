import { useMemo, useState } from 'react';
import { adImpressionRef, recordAdEvent } from '../analytics/adEvents.ts';
import { responsiveImage } from '../media/responsiveImage.ts';
import { safeLinkOrEmpty } from '../model/safeLink.ts';
import { httpUrlOrEmpty } from '../model/safeUrl.ts';
import { AdImage, AdText } from './SponsoredAd.styles.ts';

export interface SponsoredAdProps {
  ad: { id?: string; title: string; imageUrl: string; linkUrl: string };
  /** The ad's position: given with the ad's id, its impressions and clicks are counted (decision 187). */
  position?: string;
  /** The image's intrinsic size, when the slot knows it (reserves the box before it loads). */
  width?: number;
  height?: number;
  /** The widest the slot is drawn, in CSS px, when it has no fixed width (the reader's slots). */
  slotWidth?: number;
  loading?: 'lazy' | 'eager';
  className?: string;
}

/** The creative's srcset, never cropped, up to twice its slot (high-density screens). */
function adSources(src: string, slotWidth: number | undefined) {
  if (!slotWidth) return responsiveImage(src, { aspect: 'wide', uncropped: true, sizes: '100vw' });
  return responsiveImage(src, {
    aspect: 'wide',
    uncropped: true,
    maxWidth: slotWidth * 2,
    sizes: `(min-width: ${slotWidth}px) ${slotWidth}px, 100vw`,
  });
}

/**
 * An advertiser's image, linked to the advertiser (a new tab, rel sponsored) when the ad has a
 * link. Only an http(s) URL becomes the src, and only an http(s) URL or a path on this site the href
 * (house ads link to /advertise): anything else shows the title, unlinked. An
 * image is sized for its slot (srcset of transformed widths); one that fails to load falls back to
 * the original, then to the ad's title.
 */
export function SponsoredAd({ ad, position, width, height, slotWidth, loading = 'lazy', className }: SponsoredAdProps) {
  // 0: the transformed creative, 1: the original (a project without transformations), 2: the title.
  const [failures, setFailures] = useState(0);
  const src = httpUrlOrEmpty(ad.imageUrl);
  const href = safeLinkOrEmpty(ad.linkUrl);
  const sources = adSources(src, slotWidth ?? width);
  const transformed = sources.src !== src;
  const counted = ad.id && position ? { id: ad.id, position } : null;
  // One observer per ad and slot (a new ref each render would count again).
  const impressionRef = useMemo(() => (ad.id && position ? adImpressionRef(ad.id, position) : null), [ad.id, position]);
  const original = !transformed || failures === 1;
  const content =
    failures >= (transformed ? 2 : 1) || !src ? (
      <AdText>{ad.title}</AdText>
    ) : (
      <AdImage
        key={original ? 'original' : 'transformed'}
        sizes={original ? undefined : sources.sizes}
        srcSet={original ? undefined : sources.srcSet}
        src={original ? src : sources.src}
        alt={ad.title}
        width={width}
        height={height}
        loading={loading}
        decoding="async"
        onError={() => setFailures((count) => count + 1)}
      />
    );
  if (!href)
    return (
      <div ref={impressionRef ?? undefined} className={className}>
        {content}
      </div>
    );
  return (
    <a
      ref={impressionRef ?? undefined}
      className={className}
      href={href}
      target="_blank"
      rel="sponsored noopener noreferrer"
      onClick={counted ? () => recordAdEvent(counted.id, 'click', counted.position) : undefined}
    >
      {content}
    </a>
  );
}
