import { Button } from '@newsroom/shared';
import { fileName, sizeText, thumbnailOf, usesText, type MediaAsset } from './mediaAssets.ts';
import { MediaCardBox, Meta } from './Media.styles.ts';

export interface MediaCardProps {
  asset: MediaAsset;
  /** "Edit" in the Media tab, "Choose" in the chooser. */
  actionLabel: string;
  onAction: (asset: MediaAsset) => void;
}

const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** One image of the library: its small rendition, texts, size, uploader, date and use count. */
export function MediaCard({ asset, actionLabel, onAction }: MediaCardProps) {
  const thumbnail = thumbnailOf(asset);
  const name = asset.alt_text || fileName(asset.storage_path);
  return (
    <MediaCardBox>
      <img
        src={thumbnail.src}
        width={thumbnail.width}
        height={thumbnail.height}
        style={thumbnail.objectPosition ? { objectPosition: thumbnail.objectPosition } : undefined}
        alt={asset.alt_text ?? ''}
        loading="lazy"
      />
      <h3>{name}</h3>
      {asset.caption && <p>{asset.caption}</p>}
      {asset.credit && <p>Credit: {asset.credit}</p>}
      <Meta>
        {[sizeText(asset.bytes), asset.uploader_name ?? 'Uploaded by the system', dateText(asset.created_at)]
          .filter(Boolean)
          .join(' · ')}
      </Meta>
      <Meta>{usesText(asset.use_count)}</Meta>
      <Button $size="sm" $variant="secondary" aria-label={`${actionLabel} ${name}`} onClick={() => onAction(asset)}>
        {actionLabel}
      </Button>
    </MediaCardBox>
  );
}
