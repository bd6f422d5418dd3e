import { Button, LoadFailure } from '@newsroom/shared';
import { ConfirmButton } from '../../components/ConfirmButton.tsx';
import { ItemBox, RowControls, RowMeta, RowTitle } from '../../components/ListRow.styles.ts';
import { EmptyText } from '../../components/Panel.styles.ts';
import { AdList } from './AdsTab.styles.ts';
import { usePurgeAd, useRestoreAd, useTrashedAds } from './useAdTrash.ts';

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The ad list's Trash filter (decision 195): deleted ads for 30 days, Restore, Delete forever. */
export function AdTrash() {
  const trash = useTrashedAds(true);
  const restore = useRestoreAd();
  const purge = usePurgeAd();
  const busyId = restore.isPending ? restore.variables : purge.isPending ? purge.variables : null;
  if (trash.isPending) return <EmptyText>Loading the trash…</EmptyText>;
  if (trash.isError) return <LoadFailure message={trash.error.message} onRetry={() => void trash.refetch()} />;
  if (trash.data.length === 0) return <EmptyText>No advertisements in the trash.</EmptyText>;
  return (
    <AdList aria-label="Advertisements in the trash">
      {trash.data.map((ad) => (
        <li key={ad.id}>
          <ItemBox $columns="minmax(0, 1fr) auto" $gap="sm" aria-label={ad.title}>
            <div>
              <RowTitle>{ad.title}</RowTitle>
              <RowMeta>
                Deleted by {ad.deleted_by_name ?? 'someone no longer on the staff'} on{' '}
                <time dateTime={ad.deleted_at}>{WHEN.format(new Date(ad.deleted_at))}</time>; deleted for good after{' '}
                <time dateTime={ad.purge_after}>{WHEN.format(new Date(ad.purge_after))}</time>
              </RowMeta>
            </div>
            <RowControls>
              <Button
                $variant="secondary"
                $size="sm"
                disabled={busyId === ad.id}
                aria-label={`Restore ${ad.title}`}
                onClick={() => restore.mutate(ad.id)}
              >
                Restore
              </Button>
              <ConfirmButton
                label="Delete forever"
                title="Delete this advertisement for good?"
                ariaLabel={`Delete forever ${ad.title}`}
                disabled={busyId === ad.id}
                onConfirm={() => purge.mutate(ad.id)}
              >
                {`"${ad.title}" will be deleted for good. This cannot be undone.`}
              </ConfirmButton>
            </RowControls>
          </ItemBox>
        </li>
      ))}
    </AdList>
  );
}
