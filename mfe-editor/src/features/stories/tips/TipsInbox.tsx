import { format } from 'date-fns';
import { ItemRow } from '../../../components/ItemRow.tsx';
import { RowButton } from '../../../components/RowButton.tsx';
import { StatusInbox } from '../../../components/StatusInbox.tsx';
import { TIP_STATUSES, type StoryTip } from './storyTip.ts';
import { TipStatusBadge } from './TipStatusBadge.tsx';
import { useStoryTips } from './useStoryTips.ts';

export interface TipsInboxProps {
  onOpen: (id: string) => void;
  onBack: () => void;
}

/** Readers' story tips, newest first, filtered by status; each opens on its own. */
export function TipsInbox({ onOpen, onBack }: TipsInboxProps) {
  const tips = useStoryTips();

  const row = (tip: StoryTip) => (
    <ItemRow
      key={tip.id}
      data-tip-id={tip.id}
      title={tip.title}
      meta={
        <>
          <TipStatusBadge status={tip.status} />
          <span>
            From {tip.author} · {tip.category} · received{' '}
            <time dateTime={tip.createdAt}>{format(new Date(tip.createdAt), 'd MMM yyyy, HH:mm')}</time>
          </span>
        </>
      }
      actions={<RowButton action="Open" item={`tip ${tip.title}`} onClick={() => onOpen(tip.id)} />}
    />
  );

  return (
    <StatusInbox
      title="Story tips"
      titleId="tips-title"
      filterLabel="Show tips"
      statuses={TIP_STATUSES}
      load={tips}
      loadingText="Loading story tips…"
      emptyText={{ none: 'No story tips yet.', filtered: 'No tips with this status.' }}
      renderRow={row}
      onBack={onBack}
    />
  );
}
