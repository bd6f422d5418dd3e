import { Button, VisuallyHidden, photoEssayLabel } from '@newsroom/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { STATUS_FILTERS, filterStories, type StatusFilter } from '../stories/editorStory.ts';
import { StatusBadge } from '../stories/StatusBadge.tsx';
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
} from '../stories/StoriesPanel.styles.ts';
import type { EditorEssay } from './editorEssay.ts';
import { useDeleteEssay } from './useEditorEssays.ts';

export interface EssayListProps {
  essays: readonly EditorEssay[];
  onNew: () => void;
  onEdit: (id: string) => void;
}

/** All photo essays with status filters, search by title or photographer, edit and delete. */
export function EssayList({ essays, onNew, onEdit }: EssayListProps) {
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  const [toDelete, setToDelete] = useState<EditorEssay | null>(null);
  const remove = useDeleteEssay();
  const searchable = essays.map((essay) => ({ ...essay, author: essay.photographer, isFeatured: false }));
  const shown = filterStories(searchable, filter, search);

  return (
    <section aria-labelledby="essays-title">
      <PanelHeader>
        <h2 id="essays-title">Photo Essays</h2>
        <Button onClick={onNew}>New photo essay</Button>
      </PanelHeader>
      <Toolbar>
        <FilterGroup role="group" aria-label="Show photo essays">
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
          aria-label="Search photo essays by title or photographer"
          placeholder="Search by title or photographer"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </Toolbar>
      <Muted aria-live="polite">
        Showing {shown.length} of {essays.length} photo essays
      </Muted>
      {shown.length === 0 ? (
        <Muted>{essays.length === 0 ? 'No photo essays yet.' : 'No photo essays match.'}</Muted>
      ) : (
        <Rows>
          {shown.map((essay) => (
            <Row key={essay.id} data-essay-id={essay.id}>
              <RowText>
                <h3>{essay.title}</h3>
                <p>
                  <StatusBadge story={essay} />
                  <span>{photoEssayLabel(essay.type)}</span>
                  {essay.photographer && <span> · Photo by {essay.photographer}</span>}
                </p>
              </RowText>
              <RowActions>
                <Button $size="sm" $variant="secondary" onClick={() => onEdit(essay.id)}>
                  Edit<VisuallyHidden> {essay.title}</VisuallyHidden>
                </Button>
                <Button $size="sm" $variant="danger" onClick={() => setToDelete(essay)}>
                  Delete<VisuallyHidden> {essay.title}</VisuallyHidden>
                </Button>
              </RowActions>
            </Row>
          ))}
        </Rows>
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
