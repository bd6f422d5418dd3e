import { LoadFailure } from '@newsroom/shared';
import { ConfirmDialog } from '@newsroom/shared/confirm-dialog';
import { useState, type ReactNode } from 'react';
import { Muted, Rows } from './consoleKit.styles.ts';

/** How a list asks before deleting a row, and the mutation that deletes it. */
export interface DeleteConfirmation<T> {
  title: string;
  confirmLabel: string;
  describe: (item: T) => ReactNode;
  mutation: { isPending: boolean; mutate: (id: string, options: { onSettled: () => void }) => void };
}

export interface FilteredListProps<T extends { id: string }> {
  /** undefined until the first load. */
  items: readonly T[] | undefined;
  /** The list's query (useQuery's result): its failure shows with a Retry. */
  load?: { error: Error | null; refetch: () => unknown };
  loadingText?: string;
  /** The filters (buttons, search boxes) above the list. */
  toolbar?: ReactNode;
  /** "Showing 1–20 of 45 stories", read out when it changes. */
  summary?: ReactNode;
  /** How many rows match, when the list shows a page of them (empty means none match). */
  total?: number;
  emptyText: string;
  /** Rows are being refetched (the previous ones stay on screen meanwhile). */
  busy?: boolean;
  rowsLabel?: string;
  /** A row; `askDelete` opens the confirmation for it. */
  renderRow: (item: T, askDelete: (item: T) => void) => ReactNode;
  /** Below the rows (the pager). */
  footer?: ReactNode;
  remove?: DeleteConfirmation<T>;
}

/**
 * A console list: its filters, the load states (failure with a retry, loading), a live count,
 * the empty message, the rows, and the confirmation before a row is deleted.
 */
export function FilteredList<T extends { id: string }>(props: FilteredListProps<T>) {
  const { items, load, loadingText, toolbar, summary, total, emptyText, busy, rowsLabel } = props;
  const [toDelete, setToDelete] = useState<T | null>(null);
  const { remove } = props;

  return (
    <>
      {toolbar}
      {!items && load?.error && <LoadFailure message={load.error.message} onRetry={() => void load.refetch()} />}
      {!items && !load?.error && loadingText && <Muted role="status">{loadingText}</Muted>}
      {items && (
        <>
          {summary !== undefined && <Muted aria-live="polite">{summary}</Muted>}
          {(total ?? items.length) === 0 && <Muted>{emptyText}</Muted>}
          {items.length > 0 && (
            <Rows aria-busy={busy} aria-label={rowsLabel}>
              {items.map((item) => props.renderRow(item, setToDelete))}
            </Rows>
          )}
          {props.footer}
        </>
      )}
      {remove && (
        <ConfirmDialog
          open={toDelete !== null}
          title={remove.title}
          confirmLabel={remove.confirmLabel}
          danger
          busy={remove.mutation.isPending}
          onConfirm={() => toDelete && remove.mutation.mutate(toDelete.id, { onSettled: () => setToDelete(null) })}
          onCancel={() => setToDelete(null)}
        >
          {toDelete && remove.describe(toDelete)}
        </ConfirmDialog>
      )}
    </>
  );
}
