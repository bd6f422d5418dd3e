import { Button } from '@newsroom/shared';
import { useState, type ReactNode } from 'react';
import { PanelHeader, Toolbar } from './consoleKit.styles.ts';
import { FilterButtons } from './FilterButtons.tsx';
import { FilteredList } from './FilteredList.tsx';

export interface StatusInboxProps<Status extends string, Item extends { id: string; status: Status }> {
  title: string;
  /** The heading's id: the section is named by it. */
  titleId: string;
  /** The filter buttons' group name, e.g. "Show tips". */
  filterLabel: string;
  statuses: ReadonlyArray<{ id: Status; label: string }>;
  /** The inbox's query (useQuery's result). */
  load: { data: readonly Item[] | undefined; error: Error | null; refetch: () => unknown };
  loadingText: string;
  /** When the inbox is empty, and when no item has the chosen status. */
  emptyText: { none: string; filtered: string };
  renderRow: (item: Item) => ReactNode;
  onBack: () => void;
}

/**
 * A readers' inbox beside the stories (tips, error reports): newest first, filtered by status with
 * each status's count, and a way back to the stories.
 */
export function StatusInbox<Status extends string, Item extends { id: string; status: Status }>(
  props: StatusInboxProps<Status, Item>,
) {
  const { title, titleId, filterLabel, statuses, load, emptyText, onBack } = props;
  const [filter, setFilter] = useState<Status | 'all'>('all');
  const all = load.data ?? [];
  const count = (status: Status) => all.filter((item) => item.status === status).length;
  const options = [
    { id: 'all' as const, label: `All (${all.length})` },
    ...statuses.map(({ id, label }) => ({ id, label: `${label} (${count(id)})` })),
  ];
  return (
    <section aria-labelledby={titleId}>
      <PanelHeader>
        <h2 id={titleId}>{title}</h2>
        <Button $variant="secondary" onClick={onBack}>
          Back to stories
        </Button>
      </PanelHeader>
      <FilteredList
        toolbar={
          load.data && (
            <Toolbar>
              <FilterButtons label={filterLabel} options={options} value={filter} onChange={setFilter} />
            </Toolbar>
          )
        }
        items={load.data && (filter === 'all' ? all : all.filter((item) => item.status === filter))}
        load={load}
        loadingText={props.loadingText}
        emptyText={all.length === 0 ? emptyText.none : emptyText.filtered}
        renderRow={props.renderRow}
      />
    </section>
  );
}
