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

/** A point the database answers as JSON `{x, y}` (a computed field), when in range. */
export function focalPointOfJson(value: unknown): FocalPoint | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { x, y } = value as Record<string, unknown>;
  return focalPointOf(x, y).imageFocal;
}
