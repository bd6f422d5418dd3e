import type { DragItemProps } from './useDragReorder.ts';
import { Grip } from './Fronts.styles.ts';

export interface DragGripProps {
  /** The item's name, for the pointer's tooltip. */
  name: string;
  grip: DragItemProps['grip'];
}

/**
 * The handle a mouse drags an item by. Hidden from assistive technology: the Move up / Move down
 * buttons beside it do the same from the keyboard and announce it (WCAG 2.5.7).
 */
export function DragGrip({ name, grip }: DragGripProps) {
  return (
    <Grip {...grip} title={`Drag “${name}” to move it`} aria-hidden="true">
      ⠿
    </Grip>
  );
}
