import { LoadFailure } from '@newsroom/shared';
import { useState } from 'react';
import { ItemGone } from '../../components/ItemGone.tsx';
import { Muted } from '../../components/consoleKit.styles.ts';
import type { EditorEssay } from './editorEssay.ts';
import { EssayEditor } from './EssayEditor.tsx';
import { useEditorEssay } from './useEditorEssay.ts';

/** The ?essay= value of a photo essay not yet saved. */
export const NEW_ESSAY = 'new';

export interface OpenEssayProps {
  /** NEW_ESSAY or an essay's id. */
  id: string;
  onClose: () => void;
}

function OpenSavedEssay({ id, onClose }: OpenEssayProps) {
  const essay = useEditorEssay(id);
  // The form keeps the essay as it was when opened; others' later saves come in as `current`.
  const [opened, setOpened] = useState<EditorEssay | null>(essay.data ?? null);
  if (!opened && essay.data) setOpened(essay.data);
  const base = opened ?? essay.data ?? null;

  if (base) return <EssayEditor essay={base} current={essay.data ?? null} onClose={onClose} />;
  if (essay.data === null) {
    return <ItemGone thing="photo essay" list="photo essays" onBack={onClose} />;
  }
  if (essay.error) return <LoadFailure message={essay.error.message} onRetry={() => void essay.refetch()} />;
  return <Muted role="status">Loading the photo essay…</Muted>;
}

/** A new photo essay's form, or a saved one's, read by its id whatever its age. */
export function OpenEssay({ id, onClose }: OpenEssayProps) {
  if (id === NEW_ESSAY) return <EssayEditor essay={null} current={null} onClose={onClose} />;
  return <OpenSavedEssay id={id} onClose={onClose} />;
}
