import { useState } from 'react';
import { safeLinkOrEmpty } from '../model/safeLink.ts';
import { httpUrlOrEmpty } from '../model/safeUrl.ts';
import { AdImage, AdText } from './SponsoredAd.styles.ts';

export interface SponsoredAdProps {
  ad: { title: string; imageUrl: string; linkUrl: string };
  /** The image's intrinsic size, when the slot knows it (reserves the box before it loads). */
  width?: number;
  height?: number;
  loading?: 'lazy' | 'eager';
  className?: string;
}

/**
 * An advertiser's image, linked to the advertiser (a new tab, rel sponsored) when the ad has a
 * link. Only an http(s) URL becomes the src, and only an http(s) URL or a path on this site the href
 * (house ads link to /advertise): anything else shows the title, unlinked. An
 * image that fails to load is replaced by the ad's title.
 */
export function SponsoredAd({ ad, width, height, loading = 'lazy', className }: SponsoredAdProps) {
  const [broken, setBroken] = useState(false);
  const src = httpUrlOrEmpty(ad.imageUrl);
  const href = safeLinkOrEmpty(ad.linkUrl);
  const content =
    broken || !src ? (
      <AdText>{ad.title}</AdText>
    ) : (
      <AdImage
        src={src}
        alt={ad.title}
        width={width}
        height={height}
        loading={loading}
        decoding="async"
        onError={() => setBroken(true)}
      />
    );
  if (!href) return <div className={className}>{content}</div>;
  return (
    <a className={className} href={href} target="_blank" rel="sponsored noopener noreferrer">
      {content}
    </a>
  );
}
