import { Extension } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import type { DecorationSet } from '@tiptap/pm/view';
import { PASSAGE_NOTES_META, type PassageNotesBridge } from './PassageNotesBridge.ts';

const passageNotesKey = new PluginKey<DecorationSet>('passageNotes');

/**
 * The notes' highlights in the story text (decorations, redrawn when the text or the notes
 * change), the view handed to the Notes panel, and Ctrl+Alt+M (⌘+Option+M) to note the selection,
 * the shortcut Google Docs uses for a comment.
 */
export function passageNotesExtension(bridge: PassageNotesBridge) {
  return Extension.create({
    name: 'passageNotes',
    addKeyboardShortcuts: () => ({ 'Mod-Alt-m': () => bridge.requestNote() }),
    addProseMirrorPlugins: () => [
      new Plugin<DecorationSet>({
        key: passageNotesKey,
        state: {
          init: (_config, state) => bridge.decorations(state),
          apply: (tr, drawn, _old, state) =>
            tr.docChanged || tr.getMeta(PASSAGE_NOTES_META) ? bridge.decorations(state) : drawn.map(tr.mapping, tr.doc),
        },
        props: { decorations: (state) => passageNotesKey.getState(state) },
        view: (view) => {
          bridge.attach(view);
          return {
            update: (current, previous) => {
              if (!current.state.doc.eq(previous.doc)) bridge.changed();
            },
            destroy: () => bridge.attach(null),
          };
        },
      }),
    ],
  });
}
