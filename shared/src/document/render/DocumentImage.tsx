import { responsiveImage } from '../../media/responsiveImage.ts';
import type { DocumentNode } from '../types.ts';
import { useDocumentSettings } from './context.ts';
import { imageUrl } from './safeUrls.ts';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
const percent = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100 ? value / 100 : null;

/**
 * An inline photo through the responsive-image helper (srcset, sizes, its box before it loads),
 * whole (never cropped: its focal point only places it when a layout crops), lazy unless it opens
 * the story. No image without alt text or a source the schema allows.
 */
export function DocumentImage({ node }: { node: DocumentNode }) {
  const { platform, eagerImage } = useDocumentSettings();
  const url = imageUrl(node.attrs?.src, platform?.supabaseUrl);
  const alt = text(node.attrs?.alt);
  if (!url || !alt) return null;
  const focalX = percent(node.attrs?.focalX);
  const focalY = percent(node.attrs?.focalY);
  const focal = focalX !== null && focalY !== null ? { x: focalX, y: focalY } : null;
  const image = responsiveImage(url, { aspect: 'wide', uncropped: true, focal, platform });
  const caption = text(node.attrs?.caption);
  const credit = text(node.attrs?.credit);
  return (
    <figure className="story-image">
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={eagerImage === node ? 'eager' : 'lazy'}
        decoding="async"
        style={image.objectPosition ? { objectPosition: image.objectPosition } : undefined}
      />
      {(caption || credit) && (
        <figcaption>
          {caption}
          {caption && credit && ' '}
          {credit && <span className="story-image__credit">Photo: {credit}</span>}
        </figcaption>
      )}
    </figure>
  );
}
