import { ItemRow } from '../../components/ItemRow.tsx';
import { RowButton } from '../../components/RowButton.tsx';
import { daysLeftText, TRASH_KIND_LABELS, type TrashedItem } from './trashItems.ts';

export interface TrashRowProps {
  item: TrashedItem;
  now: Date;
  busy: boolean;
  /** Only admins delete for good. */
  canPurge: boolean;
  onRestore: (item: TrashedItem) => void;
  onPurge: (item: TrashedItem) => void;
}

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** One trashed item: what it is, who deleted it and when, the days it has left, Restore and Delete forever. */
export function TrashRow({ item, now, busy, canPurge, onRestore, onPurge }: TrashRowProps) {
  const meta = (
    <>
      <span>{TRASH_KIND_LABELS[item.kind]}</span>
      <span>
        {' · Deleted by '}
        {item.deleted_by_name ?? 'someone no longer on the staff'} on{' '}
        <time dateTime={item.deleted_at}>{WHEN.format(new Date(item.deleted_at))}</time>
      </span>
      <span> · {daysLeftText(item.purge_after, now)}</span>
    </>
  );
  const actions = (
    <>
      <RowButton action="Restore" item={item.title} disabled={busy} onClick={() => onRestore(item)} />
      {canPurge && (
        <RowButton
          action="Delete forever"
          item={item.title}
          variant="danger"
          disabled={busy}
          onClick={() => onPurge(item)}
        />
      )}
    </>
  );
  return <ItemRow data-trash-id={item.id} title={item.title} meta={meta} actions={actions} />;
}
