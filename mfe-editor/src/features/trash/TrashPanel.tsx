import { useState } from 'react';
import type { ConsolePanelProps } from '../../components/consolePanel.ts';
import { Muted, PanelHeader } from '../../components/consoleKit.styles.ts';
import { FilteredList } from '../../components/FilteredList.tsx';
import type { TrashedItem } from './trashItems.ts';
import { TrashRow } from './TrashRow.tsx';
import { usePurgeTrashed, useRestoreTrashed, useTrash } from './useTrash.ts';

const count = new Intl.NumberFormat('en-GB');

export const shownOfTotal = (shown: number, total: number) =>
  `Showing the newest ${count.format(shown)} of ${count.format(total)} deleted items.`;

/**
 * The Trash tab (decision 195): deleted stories, photo essays and live posts (and ads, for admins)
 * for 30 days, with who deleted each and when. Editors restore; admins also delete for good.
 */
export function TrashPanel({ isAdmin }: ConsolePanelProps) {
  const trash = useTrash();
  const restore = useRestoreTrashed();
  const purge = usePurgeTrashed();
  const [now] = useState(() => new Date());
  const busyId = restore.isPending ? restore.variables?.id : purge.isPending ? purge.variables?.id : undefined;
  const purgeById = {
    isPending: purge.isPending,
    mutate: (id: string, options: { onSettled: () => void }) => {
      const item = trash.data?.items.find((candidate) => candidate.id === id);
      if (item) purge.mutate({ kind: item.kind, id }, options);
    },
  };

  return (
    <section aria-labelledby="trash-title">
      <PanelHeader>
        <h2 id="trash-title">Trash</h2>
      </PanelHeader>
      <Muted>Deleted items stay here for 30 days, then they are deleted for good.</Muted>
      {trash.data && trash.data.total > trash.data.items.length ? (
        <Muted role="status">{shownOfTotal(trash.data.items.length, trash.data.total)}</Muted>
      ) : null}
      <FilteredList<TrashedItem>
        items={trash.data?.items}
        load={trash}
        loadingText="Loading the trash…"
        emptyText="The trash is empty."
        rowsLabel="Trashed items"
        renderRow={(item, askPurge) => (
          <TrashRow
            key={`${item.kind}:${item.id}`}
            item={item}
            now={now}
            busy={busyId === item.id}
            canPurge={isAdmin}
            onRestore={({ kind, id }) => restore.mutate({ kind, id })}
            onPurge={askPurge}
          />
        )}
        remove={
          isAdmin
            ? {
                title: 'Delete this for good?',
                confirmLabel: 'Delete forever',
                describe: (item) => `“${item.title}” will be deleted for good. This cannot be undone.`,
                mutation: purgeById,
              }
            : undefined
        }
      />
    </section>
  );
}
