import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useEffect, useId, useLayoutEffect, useState, type RefObject } from 'react';
import { matchingBlocks, type BodyAction, type BodyDialog } from './blockCommands.ts';
import { slashQuery } from './slashQuery.ts';
import { MenuList, MenuOption } from './StoryBodyEditor.styles.ts';

export interface SlashMenuProps {
  editor: Editor;
  /** The editor hands its keys here first while the menu is open. */
  keyHandlerRef: RefObject<((event: KeyboardEvent) => boolean) | null>;
  openDialog: (dialog: BodyDialog) => void;
}

/**
 * The `/` menu: typing `/` at the start of an empty paragraph lists the blocks (typing filters
 * them). Focus stays in the text: the arrow keys move through the list (aria-activedescendant),
 * Enter inserts, Escape closes.
 */
export function SlashMenu({ editor, keyHandlerRef, openDialog }: SlashMenuProps) {
  const id = useId();
  const query = useEditorState({ editor, selector: ({ editor: current }) => slashQuery(current.state) });
  // The highlighted option, for the query it was chosen in: a new query starts at the top.
  const [active, setActive] = useState({ query: '', index: 0 });
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const items = query ? matchingBlocks(query.query) : [];
  const open = query !== null && items.length > 0 && dismissedAt !== query.from;
  const current = query && active.query === query.query ? Math.min(active.index, items.length - 1) : 0;

  const choose = (action: BodyAction) => {
    if (!query) return;
    editor.chain().focus().deleteRange({ from: query.from, to: query.to }).run();
    action.run(editor, openDialog);
  };

  // The text box says which option is current while the menu is open.
  useEffect(() => {
    const text = editor.view.dom;
    if (!open) {
      text.removeAttribute('aria-activedescendant');
      text.removeAttribute('aria-controls');
      return;
    }
    text.setAttribute('aria-controls', `${id}-menu`);
    text.setAttribute('aria-activedescendant', `${id}-${current}`);
  }, [editor, open, current, id]);

  const keys = (event: KeyboardEvent, text: string, from: number) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive({ query: text, index: (current + step + items.length) % items.length });
      return true;
    }
    if (event.key === 'Enter' || event.key === 'Tab') {
      choose(items[current]!);
      return true;
    }
    if (event.key === 'Escape') {
      setDismissedAt(from);
      return true;
    }
    return false;
  };
  useLayoutEffect(() => {
    keyHandlerRef.current = open && query ? (event) => keys(event, query.query, query.from) : null;
  });

  if (!open) return null;
  return (
    <MenuList id={`${id}-menu`} role="listbox" aria-label="Insert a block">
      {items.map((action, index) => (
        <MenuOption
          key={action.id}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === current}
          // The text keeps the focus: a click chooses without taking it.
          onMouseDown={(event) => {
            event.preventDefault();
            choose(action);
          }}
        >
          {action.label}
        </MenuOption>
      ))}
    </MenuList>
  );
}
