import { Button, VisuallyHidden, httpUrlOrEmpty, type Advertisement } from '@newsroom/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { FeedLink } from '../liveFeeds/FeedLink.tsx';
import { Badge, Muted, Row, RowActions, RowText, Rows } from '../stories/StoriesPanel.styles.ts';
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
    <RowActions>
      <Button
        $size="sm"
        $variant="secondary"
        disabled={setActive.isPending}
        onClick={() => setActive.mutate({ id: ad.id, isActive: !ad.isActive })}
      >
        {ad.isActive ? 'Deactivate' : 'Activate'}
        <VisuallyHidden> {ad.title}</VisuallyHidden>
      </Button>
      <Button $size="sm" $variant="danger" onClick={onDelete}>
        Delete<VisuallyHidden> {ad.title}</VisuallyHidden>
      </Button>
    </RowActions>
  );
}

/** The advertisements, newest first: image, title, position, state and link, shown as text. */
export function AdList({ ads, canManage }: AdListProps) {
  const [toDelete, setToDelete] = useState<Advertisement | null>(null);
  const remove = useDeleteAdvertisement();

  if (ads.length === 0) return <Muted>No advertisements yet.</Muted>;
  return (
    <>
      <Rows aria-label="Advertisements">
        {ads.map((ad) => {
          const src = httpUrlOrEmpty(ad.imageUrl);
          return (
            <Row key={ad.id} data-ad-id={ad.id}>
              <Thumb>{src && <img src={src} alt={`Advertisement: ${ad.title}`} loading="lazy" />}</Thumb>
              <RowText>
                <h3>{ad.title}</h3>
                <p>
                  <Badge $kind={ad.isActive ? 'published' : 'draft'}>{ad.isActive ? 'Active' : 'Inactive'}</Badge>
                  <span>Position: {ad.position}</span>
                </p>
                {ad.content && <p>{ad.content}</p>}
                {ad.linkUrl && (
                  <p>
                    Links to <FeedLink url={ad.linkUrl} />
                  </p>
                )}
              </RowText>
              {canManage && <AdActions ad={ad} onDelete={() => setToDelete(ad)} />}
            </Row>
          );
        })}
      </Rows>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete advertisement?"
        confirmLabel="Delete advertisement"
        danger
        busy={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) })}
        onCancel={() => setToDelete(null)}
      >
        {`“${toDelete?.title ?? ''}” will be deleted for good and disappear from the site.`}
      </ConfirmDialog>
    </>
  );
}
