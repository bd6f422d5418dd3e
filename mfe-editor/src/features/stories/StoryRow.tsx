import { Button, VisuallyHidden } from '@newsroom/shared';
import { editorialStatus, type EditorStoryItem } from './editorStory.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { Row, RowActions, RowText } from './StoriesPanel.styles.ts';

export interface StoryRowProps {
  story: EditorStoryItem;
  isAdmin: boolean;
  onEdit: (id: string) => void;
  onPreview: (id: string) => void;
  onDelete: (story: EditorStoryItem) => void;
}

/** One story of the list: title, status, byline, category (views for admins), and its actions. */
export function StoryRow({ story, isAdmin, onEdit, onPreview, onDelete }: StoryRowProps) {
  return (
    <Row data-story-id={story.id}>
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
          <Button $size="sm" $variant="secondary" onClick={() => onPreview(story.id)}>
            Preview<VisuallyHidden> {story.title}</VisuallyHidden>
          </Button>
        )}
        <Button $size="sm" $variant="danger" onClick={() => onDelete(story)}>
          Delete<VisuallyHidden> {story.title}</VisuallyHidden>
        </Button>
      </RowActions>
    </Row>
  );
}
