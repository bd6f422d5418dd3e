import { Link } from 'react-router-dom';
import { Muted } from '../../components/consoleKit.styles.ts';
import { linkOfUse, type MediaUse } from '../../components/media/mediaAssets.ts';
import { UsesList } from '../../components/media/Media.styles.ts';
import { useMediaUses } from '../../components/media/useMediaLibrary.ts';

export interface MediaUsesProps {
  assetId: string;
}

const placeText = (use: MediaUse) =>
  [use.kind === 'story' ? use.place : use.kind, use.in_trash ? 'in the trash' : ''].filter(Boolean).join(', ');

/** "Used in: <headline> …", each a link to where it is used; trashed ones said so. */
export function MediaUses({ assetId }: MediaUsesProps) {
  const uses = useMediaUses(assetId);
  if (uses.isPending) return <p role="status">Finding where this image is used…</p>;
  if (uses.isError) return <Muted>Where this image is used could not be loaded.</Muted>;
  if (uses.data.length === 0) return <Muted>Not used anywhere.</Muted>;
  return (
    <section aria-label="Where this image is used">
      <p>Used in:</p>
      <UsesList>
        {uses.data.map((use) => (
          <li key={`${use.kind}:${use.id}:${use.place}`}>
            <Link to={linkOfUse(use)}>{use.title}</Link> ({placeText(use)})
          </li>
        ))}
      </UsesList>
    </section>
  );
}
