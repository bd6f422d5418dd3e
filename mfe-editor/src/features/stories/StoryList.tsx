import { Button } from '@newsroom/shared';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListPager } from '../../components/ListPager.tsx';
import { LoadFailure } from '../../components/LoadFailure.tsx';
import { showingText } from '../../lib/listPage.ts';
import type { EditorStoryItem } from './editorStory.ts';
import { isFiltered } from './listFilters.ts';
import { Muted, PanelHeader, RowActions, Rows } from './StoriesPanel.styles.ts';
import { StoryFilters } from './StoryFilters.tsx';
import { StoryRow } from './StoryRow.tsx';
import { useDeleteStory } from './useDeleteStory.ts';
import { useEditorStories } from './useEditorStories.ts';
import { useListFilters } from './useListFilters.ts';
import { usePageInRange } from './usePageInRange.ts';

const STORY_NOUNS = ['story', 'stories'] as const;

export interface StoryListProps {
  isAdmin: boolean;
  onNew: () => void;
  onEdit: (id: string) => void;
  onPreview: (id: string) => void;
  /** More buttons beside "New story" (the story-tips inbox). */
  extraActions?: ReactNode;
}

/**
 * Every story, a page at a time from the database, with status, search, category and author
 * filters (all in the URL), counts from the database, and edit / preview / delete.
 */
export function StoryList({ isAdmin, onNew, onEdit, onPreview, extraActions }: StoryListProps) {
  const [filters, change] = useListFilters();
  const list = useEditorStories(filters);
  const [toDelete, setToDelete] = useState<EditorStoryItem | null>(null);
  const remove = useDeleteStory();
  usePageInRange(list.isPlaceholderData ? undefined : list.data?.total, filters.page, change);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
  };

  return (
    <section aria-labelledby="stories-title">
      <PanelHeader>
        <h2 id="stories-title">Stories</h2>
        <RowActions>
          {extraActions}
          <Button onClick={onNew}>New story</Button>
        </RowActions>
      </PanelHeader>
      <StoryFilters filters={filters} onChange={change} />
      {!list.data && list.error && <LoadFailure error={list.error.message} onRetry={() => void list.refetch()} />}
      {!list.data && !list.error && <Muted role="status">Loading stories…</Muted>}
      {list.data && (
        <>
          <Muted aria-live="polite">{showingText(filters.page, list.data.total, STORY_NOUNS)}</Muted>
          {list.data.total === 0 && <Muted>{isFiltered(filters) ? 'No stories match.' : 'No stories yet.'}</Muted>}
          {list.data.items.length > 0 && (
            <Rows aria-busy={list.isPlaceholderData}>
              {list.data.items.map((story) => (
                <StoryRow
                  key={story.id}
                  story={story}
                  isAdmin={isAdmin}
                  onEdit={onEdit}
                  onPreview={onPreview}
                  onDelete={setToDelete}
                />
              ))}
            </Rows>
          )}
          <ListPager
            label="Story pages"
            page={filters.page}
            total={list.data.total}
            onPage={(page) => change({ page })}
          />
        </>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this story?"
        confirmLabel="Delete story"
        danger
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        “{toDelete?.title}” will be deleted for good, with its revisions.
      </ConfirmDialog>
    </section>
  );
}
