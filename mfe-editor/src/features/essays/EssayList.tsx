import { Button } from '@newsroom/shared';
import { PanelHeader, Toolbar } from '../../components/consoleKit.styles.ts';
import { FilteredList } from '../../components/FilteredList.tsx';
import { ListPager } from '../../components/ListPager.tsx';
import { SearchBox } from '../../components/SearchBox.tsx';
import { StatusFilterButtons } from '../../components/StatusFilterButtons.tsx';
import { useListFilters } from '../../components/useListFilters.ts';
import { usePageInRange } from '../../components/usePageInRange.ts';
import { isFiltered } from '../../lib/listFilters.ts';
import { showingText } from '../../lib/listPage.ts';
import { MAX_SEARCH_LENGTH } from '../../lib/searchText.ts';
import { EssayRow } from './EssayRow.tsx';
import { useDeleteEssay, useEditorEssays } from './useEditorEssays.ts';

const ESSAY_NOUNS = ['photo essay', 'photo essays'] as const;

export interface EssayListProps {
  onNew: () => void;
  onEdit: (id: string) => void;
}

/** Every photo essay, a page at a time from the database, with status filters and search, edit and delete. */
export function EssayList({ onNew, onEdit }: EssayListProps) {
  const [filters, change] = useListFilters();
  const list = useEditorEssays(filters);
  const remove = useDeleteEssay();
  usePageInRange(list.isPlaceholderData ? undefined : list.data?.total, filters.page, change);
  const total = list.data?.total ?? 0;
  const toolbar = (
    <Toolbar>
      <StatusFilterButtons label="Show photo essays" value={filters.status} onChange={(status) => change({ status })} />
      <SearchBox
        label="Search photo essays by title or photographer"
        placeholder="Search by title, caption or photographer"
        value={filters.search}
        maxLength={MAX_SEARCH_LENGTH}
        onSearch={(search) => change({ search }, { replace: true })}
      />
    </Toolbar>
  );

  return (
    <section aria-labelledby="essays-title">
      <PanelHeader>
        <h2 id="essays-title">Photo Essays</h2>
        <Button onClick={onNew}>New photo essay</Button>
      </PanelHeader>
      <FilteredList
        toolbar={toolbar}
        items={list.data?.items}
        load={list}
        loadingText="Loading photo essays…"
        summary={showingText(filters.page, total, ESSAY_NOUNS)}
        total={total}
        emptyText={isFiltered(filters) ? 'No photo essays match.' : 'No photo essays yet.'}
        busy={list.isPlaceholderData}
        renderRow={(essay, askDelete) => <EssayRow key={essay.id} essay={essay} onEdit={onEdit} onDelete={askDelete} />}
        footer={
          <ListPager label="Photo essay pages" page={filters.page} total={total} onPage={(page) => change({ page })} />
        }
        remove={{
          title: 'Delete this photo essay?',
          confirmLabel: 'Delete photo essay',
          describe: (essay) => `“${essay.title}” moves to the Trash: an editor can restore it for 30 days.`,
          mutation: remove,
        }}
      />
    </section>
  );
}
