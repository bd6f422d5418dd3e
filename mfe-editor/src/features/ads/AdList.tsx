import { httpUrlOrEmpty, type Advertisement } from '@newsroom/shared';
import type { ReactNode } from 'react';
import { Badge } from '../../components/consoleKit.styles.ts';
import { FeedLink } from '../../components/FeedLink.tsx';
import { FilteredList } from '../../components/FilteredList.tsx';
import { ItemRow } from '../../components/ItemRow.tsx';
import { RowButton } from '../../components/RowButton.tsx';
import { Thumb } from './AdvertisementsPanel.styles.ts';
import { useDeleteAdvertisement, useSetAdvertisementActive } from './useEditorAdvertisements.ts';

export interface AdListProps {
  ads: readonly Advertisement[];
  /** Admins toggle and delete; everyone else only reads. */
  canManage: boolean;
}

function AdActions({ ad, onDelete }: { ad: Advertisement; onDelete: () => void }) {
  const setActive = useSetAdvertisementActive();
  return (
    <>
      <RowButton
        action={ad.isActive ? 'Deactivate' : 'Activate'}
        item={ad.title}
        disabled={setActive.isPending}
        onClick={() => setActive.mutate({ id: ad.id, isActive: !ad.isActive })}
      />
      <RowButton action="Delete" item={ad.title} variant="danger" onClick={onDelete} />
    </>
  );
}

function AdRow({ ad, actions }: { ad: Advertisement; actions?: ReactNode }) {
  const src = httpUrlOrEmpty(ad.imageUrl);
  return (
    <ItemRow
      data-ad-id={ad.id}
      title={ad.title}
      media={<Thumb>{src && <img src={src} alt={`Advertisement: ${ad.title}`} loading="lazy" />}</Thumb>}
      meta={
        <>
          <Badge $kind={ad.isActive ? 'published' : 'draft'}>{ad.isActive ? 'Active' : 'Inactive'}</Badge>
          <span>Position: {ad.position}</span>
        </>
      }
      details={
        <>
          {ad.content && <p>{ad.content}</p>}
          {ad.linkUrl && (
            <p>
              Links to <FeedLink url={ad.linkUrl} />
            </p>
          )}
        </>
      }
      actions={actions}
    />
  );
}

/** The advertisements, newest first: image, title, position, state and link, shown as text. */
export function AdList({ ads, canManage }: AdListProps) {
  const remove = useDeleteAdvertisement();
  return (
    <FilteredList
      items={ads}
      emptyText="No advertisements yet."
      rowsLabel="Advertisements"
      renderRow={(ad, askDelete) => (
        <AdRow key={ad.id} ad={ad} actions={canManage && <AdActions ad={ad} onDelete={() => askDelete(ad)} />} />
      )}
      remove={{
        title: 'Delete advertisement?',
        confirmLabel: 'Delete advertisement',
        describe: (ad) =>
          `“${ad.title}” disappears from the site and moves to the Trash: an admin can restore it for 30 days.`,
        mutation: remove,
      }}
    />
  );
}
