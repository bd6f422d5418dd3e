/** Where a point of interest lies in an image, each axis 0 (left/top) to 1 (right/bottom). */
export interface FocalPoint {
  x: number;
  y: number;
}

const inRange = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;

/** `{ imageFocal }` when both columns hold a point in range (the database checks it too), else `{}`. */
export function focalPointOf(x: unknown, y: unknown): { imageFocal?: FocalPoint } {
  return inRange(x) && inRange(y) ? { imageFocal: { x, y } } : {};
}

/** The point the editor clicked on a preview box, rounded to 0.001 and kept inside the image. */
export function focalPointFromClick(
  click: { clientX: number; clientY: number },
  box: { left: number; top: number; width: number; height: number },
): FocalPoint {
  const axis = (offset: number, size: number) =>
    size > 0 ? Math.round(Math.min(1, Math.max(0, offset / size)) * 1000) / 1000 : 0.5;
  return { x: axis(click.clientX - box.left, box.width), y: axis(click.clientY - box.top, box.height) };
}
