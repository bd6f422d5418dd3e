import { useMemo } from 'react';
import { passageNotesExtension } from './passageNotesExtension.ts';
import { PassageNotesBridge } from './PassageNotesBridge.ts';

/**
 * One bridge between the Notes panel and the story text per working copy (notes need the shared
 * text: a story that is not co-edited has none), and the editor extension that draws its notes.
 */
export function usePassageNotesBridge(copy: object | null) {
  return useMemo(() => {
    if (!copy) return null;
    const bridge = new PassageNotesBridge();
    return { bridge, extension: passageNotesExtension(bridge) };
  }, [copy]);
}
