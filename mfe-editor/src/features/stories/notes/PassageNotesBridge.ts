import type { EditorState } from '@tiptap/pm/state';
import { TextSelection } from '@tiptap/pm/state';
import { Decoration, DecorationSet, type EditorView } from '@tiptap/pm/view';
import { anchorPassage, resolvePassage, type PassageAnchor, type PassageRange } from './passageAnchors.ts';

/** What the editor highlights: an open note's id and anchor. */
export interface HighlightedNote extends Pick<PassageAnchor, 'anchorFrom' | 'anchorTo'> {
  id: string;
}

/**
 * A highlight drawn over the text, never a mark in the document: notes are never published, so
 * they never enter the story's document (decision 196). A colour and an underline, so the
 * highlight does not rest on colour alone; #fff1b8 under the ink keeps the text's contrast.
 */
const HIGHLIGHT_STYLE = 'background-color: #fff1b8; border-bottom: 2px solid #8a6d00;';

/**
 * Between the Notes panel and the story text's editor: the panel hands it the open notes to
 * highlight and asks it for the selected passage or to select a note's passage; the editor's
 * plugin (passageNotesExtension) attaches its view and reports changes of the text.
 */
export class PassageNotesBridge {
  private view: EditorView | null = null;
  private notes: readonly HighlightedNote[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly requestListeners = new Set<() => void>();
  private version = 0;

  attach(view: EditorView | null): void {
    this.view = view;
    this.changed();
  }

  /** The open notes to highlight, redrawn at once. */
  setNotes(notes: readonly HighlightedNote[]): void {
    this.notes = notes;
    this.view?.dispatch(this.view.state.tr.setMeta(PASSAGE_NOTES_META, true));
  }

  decorations(state: EditorState): DecorationSet {
    const highlights = this.notes.flatMap((note) => {
      const range = resolvePassage(state, note);
      const attributes = { class: 'passage-note', style: HIGHLIGHT_STYLE, 'data-note-id': note.id };
      return range ? [Decoration.inline(range.from, range.to, attributes)] : [];
    });
    return DecorationSet.create(state.doc, highlights);
  }

  /** The passage selected in the text now, as a note's anchor; null when no text is selected. */
  selectedPassage(): PassageAnchor | null {
    if (!this.view) return null;
    const { from, to } = this.view.state.selection;
    return anchorPassage(this.view.state, { from, to });
  }

  /** Whether the story text is open (until it is, no passage counts as deleted). */
  hasText(): boolean {
    return this.view !== null;
  }

  /** Where a note's passage is now, or null when it was deleted (or the text is not open). */
  rangeOf(note: Pick<PassageAnchor, 'anchorFrom' | 'anchorTo'>): PassageRange | null {
    return this.view ? resolvePassage(this.view.state, note) : null;
  }

  /** Selects a note's passage in the text and puts the caret there; false once the passage is gone. */
  selectPassage(note: Pick<PassageAnchor, 'anchorFrom' | 'anchorTo'>): boolean {
    const view = this.view;
    const range = this.rangeOf(note);
    if (!view || !range) return false;
    const selection = TextSelection.create(view.state.doc, range.from, range.to);
    view.dispatch(view.state.tr.setSelection(selection).scrollIntoView());
    view.focus();
    return true;
  }

  /** Asked from the text by keyboard (Ctrl+Alt+M): the panel opens its form. */
  requestNote(): boolean {
    for (const listener of this.requestListeners) listener();
    return this.requestListeners.size > 0;
  }

  onRequest(listener: () => void): () => void {
    this.requestListeners.add(listener);
    return () => this.requestListeners.delete(listener);
  }

  /** For useSyncExternalStore: a new version whenever the text changes (a passage may be gone). */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = (): number => this.version;

  changed(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}

/** A transaction that only asks the highlights to be drawn again. */
export const PASSAGE_NOTES_META = 'passageNotes';
