import { Extension } from '@tiptap/core';
import { yCursorPlugin } from '@tiptap/y-tiptap';
import type { PresenceCarets } from './presenceCarets.ts';

type CaretUser = { name: string; color: string };
type CursorPluginAwareness = Parameters<typeof yCursorPlugin>[0];

/**
 * Another editor's caret: a coloured bar with their name above it. The name is drawn by CSS from
 * a data attribute, so it is not text of the story (copying, counting words and screen readers
 * reading the text never meet it); the list "Editing now" says who is there in words.
 */
function caretElement(user: CaretUser): HTMLElement {
  const caret = document.createElement('span');
  caret.className = 'presence-caret';
  caret.setAttribute('aria-hidden', 'true');
  caret.dataset.name = user.name;
  caret.style.setProperty('--caret-colour', user.color);
  return caret;
}

const selectionOf = (user: CaretUser) => ({ class: 'presence-selection', style: `background-color: ${user.color}33` });

/** Draws the others' carets and selections in the body (y-prosemirror's caret plugin on Realtime Presence). */
export function presenceCaretsExtension(carets: PresenceCarets) {
  return Extension.create({
    name: 'presenceCarets',
    addProseMirrorPlugins: () => [
      yCursorPlugin(carets as unknown as CursorPluginAwareness, {
        cursorBuilder: caretElement,
        selectionBuilder: selectionOf,
      }),
    ],
  });
}
