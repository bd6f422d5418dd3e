import { Button } from '@newsroom/shared';
import type { ReactNode } from 'react';
import { PanelHeader, RowActions } from '../../components/consoleKit.styles.ts';
import { FilteredList } from '../../components/FilteredList.tsx';
import { ListPager } from '../../components/ListPager.tsx';
import { useListFilters } from '../../components/useListFilters.ts';
import { usePageInRange } from '../../components/usePageInRange.ts';
import { isFiltered } from '../../lib/listFilters.ts';
import { showingText } from '../../lib/listPage.ts';
import { StoryFilters } from './StoryFilters.tsx';
import { StoryRow } from './StoryRow.tsx';
import { useDeleteStory } from './useDeleteStory.ts';
import { useEditorStories } from './useEditorStories.ts';

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
  const remove = useDeleteStory();
  usePageInRange(list.isPlaceholderData ? undefined : list.data?.total, filters.page, change);
  const total = list.data?.total ?? 0;

  return (
    <section aria-labelledby="stories-title">
      <PanelHeader>
        <h2 id="stories-title">Stories</h2>
        <RowActions>
          {extraActions}
          <Button onClick={onNew}>New story</Button>
        </RowActions>
      </PanelHeader>
      <FilteredList
        toolbar={<StoryFilters filters={filters} onChange={change} />}
        items={list.data?.items}
        load={list}
        loadingText="Loading stories…"
        summary={showingText(filters.page, total, STORY_NOUNS)}
        total={total}
        emptyText={isFiltered(filters) ? 'No stories match.' : 'No stories yet.'}
        busy={list.isPlaceholderData}
        renderRow={(story, askDelete) => (
          <StoryRow
            key={story.id}
            story={story}
            isAdmin={isAdmin}
            onEdit={onEdit}
            onPreview={onPreview}
            onDelete={askDelete}
          />
        )}
        footer={<ListPager label="Story pages" page={filters.page} total={total} onPage={(page) => change({ page })} />}
        remove={{
          title: 'Delete this story?',
          confirmLabel: 'Delete story',
          describe: (story) => `“${story.title}” moves to the Trash: an editor can restore it for 30 days.`,
          mutation: remove,
        }}
      />
    </section>
  );
}
