import { photoEssayLabel } from '@newsroom/shared';
import { ItemRow } from '../../components/ItemRow.tsx';
import { RowButton } from '../../components/RowButton.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import type { EditorEssayItem } from './editorEssay.ts';

export interface EssayRowProps {
  essay: EditorEssayItem;
  onEdit: (id: string) => void;
  onDelete: (essay: EditorEssayItem) => void;
}

/** One photo essay of the list: title, status, type, photographer, and its actions. */
export function EssayRow({ essay, onEdit, onDelete }: EssayRowProps) {
  const meta = (
    <>
      <StatusBadge story={{ ...essay, isFeatured: false }} />
      <span>{photoEssayLabel(essay.type)}</span>
      {essay.photographer && <span> · Photo by {essay.photographer}</span>}
    </>
  );
  const actions = (
    <>
      <RowButton action="Edit" item={essay.title} onClick={() => onEdit(essay.id)} />
      <RowButton action="Delete" item={essay.title} variant="danger" onClick={() => onDelete(essay)} />
    </>
  );
  return <ItemRow data-essay-id={essay.id} title={essay.title} meta={meta} actions={actions} />;
}
