import { Button } from '@newsroom/shared';
import { format } from 'date-fns';
import { useState } from 'react';
import { PanelHeader, Toolbar } from '../../../components/consoleKit.styles.ts';
import { FilterButtons } from '../../../components/FilterButtons.tsx';
import { FilteredList } from '../../../components/FilteredList.tsx';
import { ItemRow } from '../../../components/ItemRow.tsx';
import { RowButton } from '../../../components/RowButton.tsx';
import { TIP_STATUSES, countTips, filterTips, type StoryTip, type TipFilter } from './storyTip.ts';
import { TipStatusBadge } from './TipStatusBadge.tsx';
import { useStoryTips } from './useStoryTips.ts';

const FILTERS: ReadonlyArray<{ id: TipFilter; label: string }> = [{ id: 'all', label: 'All' }, ...TIP_STATUSES];

export interface TipsInboxProps {
  onOpen: (id: string) => void;
  onBack: () => void;
}

/** Readers' story tips, newest first, filtered by status; each opens on its own. */
export function TipsInbox({ onOpen, onBack }: TipsInboxProps) {
  const tips = useStoryTips();
  const [filter, setFilter] = useState<TipFilter>('all');
  const all = tips.data ?? [];
  const counts = countTips(all);
  const options = FILTERS.map(({ id, label }) => ({ id, label: `${label} (${counts[id]})` }));

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
    <section aria-labelledby="tips-title">
      <PanelHeader>
        <h2 id="tips-title">Story tips</h2>
        <Button $variant="secondary" onClick={onBack}>
          Back to stories
        </Button>
      </PanelHeader>
      <FilteredList
        toolbar={
          tips.data && (
            <Toolbar>
              <FilterButtons label="Show tips" options={options} value={filter} onChange={setFilter} />
            </Toolbar>
          )
        }
        items={tips.data && filterTips(all, filter)}
        load={tips}
        loadingText="Loading story tips…"
        emptyText={all.length === 0 ? 'No story tips yet.' : 'No tips with this status.'}
        renderRow={row}
      />
    </section>
  );
}
