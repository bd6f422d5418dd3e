import { Button, VisuallyHidden, photoEssayLabel } from '@newsroom/shared';
import { StatusBadge } from '../stories/StatusBadge.tsx';
import { Row, RowActions, RowText } from '../stories/StoriesPanel.styles.ts';
import type { EditorEssayItem } from './editorEssay.ts';

export interface EssayRowProps {
  essay: EditorEssayItem;
  onEdit: (id: string) => void;
  onDelete: (essay: EditorEssayItem) => void;
}

/** One photo essay of the list: title, status, type, photographer, and its actions. */
export function EssayRow({ essay, onEdit, onDelete }: EssayRowProps) {
  return (
    <Row data-essay-id={essay.id}>
      <RowText>
        <h3>{essay.title}</h3>
        <p>
          <StatusBadge story={{ ...essay, isFeatured: false }} />
          <span>{photoEssayLabel(essay.type)}</span>
          {essay.photographer && <span> · Photo by {essay.photographer}</span>}
        </p>
      </RowText>
      <RowActions>
        <Button $size="sm" $variant="secondary" onClick={() => onEdit(essay.id)}>
          Edit<VisuallyHidden> {essay.title}</VisuallyHidden>
        </Button>
        <Button $size="sm" $variant="danger" onClick={() => onDelete(essay)}>
          Delete<VisuallyHidden> {essay.title}</VisuallyHidden>
        </Button>
      </RowActions>
    </Row>
  );
}
