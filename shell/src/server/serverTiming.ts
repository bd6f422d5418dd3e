import type { RenderTimings } from './renderPage.tsx';

/**
 * A render's Server-Timing header (decision 219): what its reader waited for, shown by the
 * browser's developer tools and read by bench:fronts. Sent with the render's own answer only: the
 * page cache keeps it apart, so a page answered from the cache never claims a render's time.
 */
export function serverTimingHeader({ dataMs, renderMs }: RenderTimings): string {
  return `data;dur=${dataMs.toFixed(1)};desc="Page data", render;dur=${renderMs.toFixed(1)};desc="HTML"`;
}
