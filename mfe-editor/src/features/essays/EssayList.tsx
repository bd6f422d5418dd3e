import { Button } from '@newsroom/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListPager } from '../../components/ListPager.tsx';
import { LoadFailure } from '../../components/LoadFailure.tsx';
import { SearchBox } from '../../components/SearchBox.tsx';
import { showingText } from '../../lib/listPage.ts';
import { MAX_SEARCH_LENGTH } from '../../lib/searchText.ts';
import { isFiltered } from '../stories/listFilters.ts';
import { StatusFilterButtons } from '../stories/StatusFilterButtons.tsx';
import { Muted, PanelHeader, Rows, Toolbar } from '../stories/StoriesPanel.styles.ts';
import { useListFilters } from '../stories/useListFilters.ts';
import { usePageInRange } from '../stories/usePageInRange.ts';
import type { EditorEssayItem } from './editorEssay.ts';
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
  const [toDelete, setToDelete] = useState<EditorEssayItem | null>(null);
  const remove = useDeleteEssay();
  usePageInRange(list.isPlaceholderData ? undefined : list.data?.total, filters.page, change);

  return (
    <section aria-labelledby="essays-title">
      <PanelHeader>
        <h2 id="essays-title">Photo Essays</h2>
        <Button onClick={onNew}>New photo essay</Button>
      </PanelHeader>
      <Toolbar>
        <StatusFilterButtons
          label="Show photo essays"
          value={filters.status}
          onChange={(status) => change({ status })}
        />
        <SearchBox
          label="Search photo essays by title or photographer"
          placeholder="Search by title, caption or photographer"
          value={filters.search}
          maxLength={MAX_SEARCH_LENGTH}
          onSearch={(search) => change({ search }, { replace: true })}
        />
      </Toolbar>
      {!list.data && list.error && <LoadFailure error={list.error.message} onRetry={() => void list.refetch()} />}
      {!list.data && !list.error && <Muted role="status">Loading photo essays…</Muted>}
      {list.data && (
        <>
          <Muted aria-live="polite">{showingText(filters.page, list.data.total, ESSAY_NOUNS)}</Muted>
          {list.data.total === 0 && (
            <Muted>{isFiltered(filters) ? 'No photo essays match.' : 'No photo essays yet.'}</Muted>
          )}
          {list.data.items.length > 0 && (
            <Rows aria-busy={list.isPlaceholderData}>
              {list.data.items.map((essay) => (
                <EssayRow key={essay.id} essay={essay} onEdit={onEdit} onDelete={setToDelete} />
              ))}
            </Rows>
          )}
          <ListPager
            label="Photo essay pages"
            page={filters.page}
            total={list.data.total}
            onPage={(page) => change({ page })}
          />
        </>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this photo essay?"
        confirmLabel="Delete photo essay"
        danger
        busy={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) })}
        onCancel={() => setToDelete(null)}
      >
        “{toDelete?.title}” will be deleted for good.
      </ConfirmDialog>
    </section>
  );
}
