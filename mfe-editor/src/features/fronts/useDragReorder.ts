import { useRef, useState, type DragEvent } from 'react';

/** What one item of a reorderable list spreads: on its grip, and on the item itself (where it drops). */
export interface DragItemProps {
  grip: {
    draggable: true;
    onDragStart: (event: DragEvent<HTMLElement>) => void;
    onDragEnd: () => void;
  };
  target: {
    onDragOver: (event: DragEvent<HTMLElement>) => void;
    onDragLeave: () => void;
    onDrop: (event: DragEvent<HTMLElement>) => void;
    'data-drop-target'?: true;
  };
}

/**
 * Mouse drag and drop within one list, on top of the Move up / Move down buttons (which stay the
 * keyboard's and screen reader's way, decision 198): an item dragged by its grip and dropped on
 * another takes that one's place through `onMove(from, to)`, as the buttons' moveItem does. Each
 * list has its own state, so a card is never dropped into another container or among containers.
 */
export function useDragReorder(onMove: (from: number, to: number) => void) {
  const dragged = useRef<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const finish = () => {
    dragged.current = null;
    setOver(null);
  };
  return (index: number): DragItemProps => ({
    grip: {
      draggable: true,
      onDragStart: (event) => {
        // The outer list (containers) must not take a card's drag for its own.
        event.stopPropagation();
        dragged.current = index;
        event.dataTransfer?.setData('text/plain', String(index));
        if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
      },
      onDragEnd: finish,
    },
    target: {
      onDragOver: (event) => {
        if (dragged.current === null) return;
        event.preventDefault();
        event.stopPropagation();
        if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
        if (over !== index) setOver(index);
      },
      onDragLeave: () => setOver((current) => (current === index ? null : current)),
      onDrop: (event) => {
        const from = dragged.current;
        if (from === null) return;
        event.preventDefault();
        event.stopPropagation();
        finish();
        if (from !== index) onMove(from, index);
      },
      ...(over === index ? { 'data-drop-target': true as const } : {}),
    },
  });
}
