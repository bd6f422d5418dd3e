import { ItemRow } from '../../components/ItemRow.tsx';
import { RowButton } from '../../components/RowButton.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { editorialStatus } from '../../lib/editorialStatus.ts';
import type { EditorStoryItem } from './editorStory.ts';

export interface StoryRowProps {
  story: EditorStoryItem;
  isAdmin: boolean;
  onEdit: (id: string) => void;
  onPreview: (id: string) => void;
  onDelete: (story: EditorStoryItem) => void;
}

/** One story of the list: title, status, byline, category (views for admins), and its actions. */
export function StoryRow({ story, isAdmin, onEdit, onPreview, onDelete }: StoryRowProps) {
  const meta = (
    <>
      <StatusBadge story={story} />
      {story.author && <span>By {story.author} · </span>}
      <span>{story.category}</span>
      {isAdmin && <span> · {story.viewCount.toLocaleString('en-GB')} views</span>}
    </>
  );
  const actions = (
    <>
      <RowButton action="Edit" item={story.title} onClick={() => onEdit(story.id)} />
      {editorialStatus(story) !== 'published' && (
        <RowButton action="Preview" item={story.title} onClick={() => onPreview(story.id)} />
      )}
      <RowButton action="Delete" item={story.title} variant="danger" onClick={() => onDelete(story)} />
    </>
  );
  return <ItemRow data-story-id={story.id} title={story.title} meta={meta} actions={actions} />;
}
