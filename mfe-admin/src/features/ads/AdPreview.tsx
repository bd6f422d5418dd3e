import { positionInfo } from './adPositions.ts';
import { PreviewFrame, PreviewLabel, PreviewSlot, PreviewText } from './AdPreview.styles.ts';
import { safeHref } from '../../lib/urls.ts';

export interface AdPreviewProps {
  title: string;
  imageUrl: string;
  position: string;
}

/**
 * How the ad looks in its slot: the slot's box (its first size's proportions, its widest width)
 * with the "Advertisement" label the public slots show. Never a link: a preview goes nowhere.
 */
export function AdPreview({ title, imageUrl, position }: AdPreviewProps) {
  const info = positionInfo(position);
  const src = safeHref(imageUrl);
  return (
    <PreviewFrame aria-label={`Preview in the ${info.label.toLowerCase()} slot`} role="figure">
      <PreviewLabel>Advertisement</PreviewLabel>
      <PreviewSlot $aspectRatio={info.aspectRatio} $maxWidth={info.maxWidth}>
        {src ? <img src={src} alt={title || 'Advertisement'} /> : <PreviewText>{title || 'Image preview'}</PreviewText>}
      </PreviewSlot>
      <PreviewLabel>
        {info.placement} · {info.sizes}
      </PreviewLabel>
    </PreviewFrame>
  );
}
