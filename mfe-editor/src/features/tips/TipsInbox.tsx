import { Button, VisuallyHidden } from '@newsroom/shared';
import { format } from 'date-fns';
import { useState } from 'react';
import { LoadFailure } from '../../components/LoadFailure.tsx';
import {
  FilterGroup,
  Muted,
  PanelHeader,
  Row,
  RowActions,
  RowText,
  Rows,
  Toolbar,
} from '../stories/StoriesPanel.styles.ts';
import { TIP_STATUSES, countTips, filterTips, type TipFilter } from './storyTip.ts';
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
  const shown = filterTips(all, filter);

  return (
    <section aria-labelledby="tips-title">
      <PanelHeader>
        <h2 id="tips-title">Story tips</h2>
        <Button $variant="secondary" onClick={onBack}>
          Back to stories
        </Button>
      </PanelHeader>
      {!tips.data && tips.error && <LoadFailure error={tips.error.message} onRetry={() => void tips.refetch()} />}
      {!tips.data && !tips.error && <Muted role="status">Loading story tips…</Muted>}
      {tips.data && (
        <>
          <Toolbar>
            <FilterGroup role="group" aria-label="Show tips">
              {FILTERS.map(({ id, label }) => (
                <Button
                  key={id}
                  $size="sm"
                  $variant={filter === id ? 'primary' : 'secondary'}
                  aria-pressed={filter === id}
                  onClick={() => setFilter(id)}
                >
                  {label} ({counts[id]})
                </Button>
              ))}
            </FilterGroup>
          </Toolbar>
          {shown.length === 0 ? (
            <Muted>{all.length === 0 ? 'No story tips yet.' : 'No tips with this status.'}</Muted>
          ) : (
            <Rows>
              {shown.map((tip) => (
                <Row key={tip.id} data-tip-id={tip.id}>
                  <RowText>
                    <h3>{tip.title}</h3>
                    <p>
                      <TipStatusBadge status={tip.status} />
                      <span>
                        From {tip.author} · {tip.category} · received{' '}
                        <time dateTime={tip.createdAt}>{format(new Date(tip.createdAt), 'd MMM yyyy, HH:mm')}</time>
                      </span>
                    </p>
                  </RowText>
                  <RowActions>
                    <Button $size="sm" $variant="secondary" onClick={() => onOpen(tip.id)}>
                      Open<VisuallyHidden> tip {tip.title}</VisuallyHidden>
                    </Button>
                  </RowActions>
                </Row>
              ))}
            </Rows>
          )}
        </>
      )}
    </section>
  );
}
