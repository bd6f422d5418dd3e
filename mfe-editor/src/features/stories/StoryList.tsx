import { Button, VisuallyHidden } from '@newsroom/shared';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { STATUS_FILTERS, editorialStatus, filterStories, type EditorStory, type StatusFilter } from './editorStory.ts';
import { StatusBadge } from './StatusBadge.tsx';
import {
  FilterGroup,
  Muted,
  PanelHeader,
  Row,
  RowActions,
  RowText,
  Rows,
  SearchInput,
  Toolbar,
} from './StoriesPanel.styles.ts';
import { useDeleteStory } from './useDeleteStory.ts';

export interface StoryListProps {
  stories: readonly EditorStory[];
  isAdmin: boolean;
  onNew: () => void;
  onEdit: (id: string) => void;
  onPreview: (story: EditorStory) => void;
  /** More buttons beside "New story" (the story-tips inbox). */
  extraActions?: ReactNode;
}

/** All stories with status filters, search by title or author, and edit / preview / delete. */
export function StoryList({ stories, isAdmin, onNew, onEdit, onPreview, extraActions }: StoryListProps) {
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  const [toDelete, setToDelete] = useState<EditorStory | null>(null);
  const remove = useDeleteStory();
  const shown = filterStories(stories, filter, search);

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
      <Toolbar>
        <FilterGroup role="group" aria-label="Show stories">
          {STATUS_FILTERS.map(({ id, label }) => (
            <Button
              key={id}
              $size="sm"
              $variant={filter === id ? 'primary' : 'secondary'}
              aria-pressed={filter === id}
              onClick={() => setFilter(id)}
            >
              {label}
            </Button>
          ))}
        </FilterGroup>
        <SearchInput
          type="search"
          aria-label="Search stories by title or author"
          placeholder="Search by title or author"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </Toolbar>
      <Muted aria-live="polite">
        Showing {shown.length} of {stories.length} stories
      </Muted>
      {shown.length === 0 ? (
        <Muted>{stories.length === 0 ? 'No stories yet.' : 'No stories match.'}</Muted>
      ) : (
        <Rows>
          {shown.map((story) => (
            <Row key={story.id} data-story-id={story.id}>
              <RowText>
                <h3>{story.title}</h3>
                <p>
                  <StatusBadge story={story} />
                  {story.author && <span>By {story.author} · </span>}
                  <span>{story.category}</span>
                  {isAdmin && <span> · {story.viewCount.toLocaleString('en-GB')} views</span>}
                </p>
              </RowText>
              <RowActions>
                <Button $size="sm" $variant="secondary" onClick={() => onEdit(story.id)}>
                  Edit<VisuallyHidden> {story.title}</VisuallyHidden>
                </Button>
                {editorialStatus(story) !== 'published' && (
                  <Button $size="sm" $variant="secondary" onClick={() => onPreview(story)}>
                    Preview<VisuallyHidden> {story.title}</VisuallyHidden>
                  </Button>
                )}
                <Button $size="sm" $variant="danger" onClick={() => setToDelete(story)}>
                  Delete<VisuallyHidden> {story.title}</VisuallyHidden>
                </Button>
              </RowActions>
            </Row>
          ))}
        </Rows>
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
