import { useRef, useState, type DragEvent } from 'react';
import type { DragItemProps } from './useDragReorder.ts';

/** What a card dragged out of its container tells the front: where it came from. */
export interface CardTransfer {
  start: (card: number) => void;
  end: () => void;
}

/**
 * The mouse's drag of a card into another container (decision 208): a card's grip starts it (as
 * well as its own container's reorder), and a curated container other than its own takes the drop
 * through `onTransfer(from, card, to)`, which puts it at the end there. Cards moved within their
 * container stay with useDragReorder, whose handlers stop the event before it reaches the box.
 */
export function useCardTransfer(onTransfer: (from: number, card: number, to: number) => void) {
  const dragged = useRef<{ from: number; card: number } | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const end = () => {
    dragged.current = null;
    setOver(null);
  };
  const accepts = (index: number) => dragged.current !== null && dragged.current.from !== index;
  const source = (from: number): CardTransfer => ({ start: (card) => (dragged.current = { from, card }), end });
  const target = (index: number, curated: boolean): DragItemProps['target'] => ({
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (!curated || !accepts(index)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
      if (over !== index) setOver(index);
    },
    onDragLeave: () => setOver((current) => (current === index ? null : current)),
    onDrop: (event: DragEvent<HTMLElement>) => {
      const moving = dragged.current;
      if (!curated || !moving || !accepts(index)) return;
      event.preventDefault();
      end();
      onTransfer(moving.from, moving.card, index);
    },
    ...(over === index ? { 'data-drop-target': true as const } : {}),
  });
  return { source, target };
}

/** One element's drop handlers from two lists of them: each ignores a drag that is not its own. */
export function bothTargets(first: DragItemProps['target'], second: DragItemProps['target']): DragItemProps['target'] {
  return {
    onDragOver: (event) => {
      first.onDragOver(event);
      if (!event.isPropagationStopped()) second.onDragOver(event);
    },
    onDragLeave: () => {
      first.onDragLeave();
      second.onDragLeave();
    },
    onDrop: (event) => {
      first.onDrop(event);
      if (!event.defaultPrevented) second.onDrop(event);
    },
    ...(first['data-drop-target'] || second['data-drop-target'] ? { 'data-drop-target': true as const } : {}),
  };
}
