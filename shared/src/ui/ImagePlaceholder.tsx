import type { CSSProperties, ReactNode } from 'react';
import { Badge, Placeholder } from './ImagePlaceholder.styles.ts';

/** How a placeholder shows its subject: an icon and a colour (e.g. a live event's type). */
export interface PlaceholderLook {
  /** A decorative icon; a picture glyph when omitted. */
  icon?: ReactNode;
  /** A CSS colour for the tint and the icon; neutral grey when omitted. */
  colour?: string;
}

export interface ImagePlaceholderProps extends PlaceholderLook {
  /** The missing image's alt text; empty for a decorative image (then hidden from screen readers). */
  alt: string;
}

/** A framed landscape: the neutral "picture" glyph. */
function PictureGlyph() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round">
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="9.5" r="1.75" />
      <path d="M4 18l5-5 3 3 3-3 5 5" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The portal's one placeholder for a picture that is missing or failed to load: a designed tile
 * (the subject's icon on a tint of its colour), never error text. Screen readers hear the product's
 * wording, "Image unavailable" with the alt text (docs/product/messages.md#image-upload).
 * It fills the nearest positioned box, which reserves the image's size.
 */
export function ImagePlaceholder({ alt, icon, colour }: ImagePlaceholderProps) {
  const style = colour ? ({ '--placeholder-colour': colour } as CSSProperties) : undefined;
  return (
    <Placeholder
      data-image-placeholder=""
      style={style}
      role={alt ? 'img' : undefined}
      aria-label={alt ? `Image unavailable: ${alt}` : undefined}
      aria-hidden={alt ? undefined : true}
    >
      <Badge aria-hidden="true">{icon ?? <PictureGlyph />}</Badge>
    </Placeholder>
  );
}
