import { Button } from '@newsroom/shared';
import type { MouseEvent } from 'react';
import { flushSync } from 'react-dom';

export interface MoveButtonsProps {
  /** What moves, in the buttons' names ("Move up: Desk picks"; the visible text starts the name). */
  name: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
}

/**
 * Keeps the keyboard where it was: moving the item's DOM nodes drops focus, so once the move is
 * drawn the pressed button (or, at either end, its enabled neighbour) takes it back.
 */
function refocus(button: HTMLButtonElement) {
  const target = button.disabled
    ? button.parentElement?.querySelector<HTMLButtonElement>('button:not([disabled])')
    : button;
  target?.focus();
}

/** "Move up" and "Move down": reordering by keyboard (and by mouse) without drag and drop. */
export function MoveButtons({ name, index, count, onMove }: MoveButtonsProps) {
  const move = (to: number) => (event: MouseEvent<HTMLButtonElement>) => {
    const button = event.currentTarget;
    flushSync(() => onMove(to));
    refocus(button);
  };
  return (
    <>
      <Button
        $variant="ghost"
        $size="sm"
        aria-label={`Move up: ${name}`}
        disabled={index === 0}
        onClick={move(index - 1)}
      >
        Move up
      </Button>
      <Button
        $variant="ghost"
        $size="sm"
        aria-label={`Move down: ${name}`}
        disabled={index === count - 1}
        onClick={move(index + 1)}
      >
        Move down
      </Button>
    </>
  );
}
