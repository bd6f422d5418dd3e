import type { FocalPoint } from '@newsroom/shared';

export const percent = (value: number) => `${Math.round(value * 100)}%`;

/** One axis of a focal point: inside the image, to 0.001. */
export const clampAxis = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000;

/** The point the editor clicked on a preview box, rounded to 0.001 and kept inside the image. */
export function focalPointFromClick(
  click: { clientX: number; clientY: number },
  box: { left: number; top: number; width: number; height: number },
): FocalPoint {
  const axis = (offset: number, size: number) => (size > 0 ? clampAxis(offset / size) : 0.5);
  return { x: axis(click.clientX - box.left, box.width), y: axis(click.clientY - box.top, box.height) };
}

export function describeFocalPoint(focal: FocalPoint | null): string {
  if (!focal) return 'Focal point: the centre.';
  return `Focal point: ${percent(focal.x)} from the left, ${percent(focal.y)} from the top.`;
}
