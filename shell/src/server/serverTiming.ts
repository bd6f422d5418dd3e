import type { RenderTimings } from './renderPage.tsx';

/**
 * A rendered page's Server-Timing header (decision 219), sent when the server is asked to
 * (SERVER_TIMING=on): what its reader waited for, shown by the browser's developer tools and read
 * by bench:fronts. `render` includes `areas`, the nested areas' waits React rendered around. Only
 * the answer that waited for the render carries it: the page cache keeps it apart (a page answered
 * from the cache never claims a render's time) and adds its own compression.
 */
export function serverTimingHeader({ dataMs, renderMs, areasMs }: RenderTimings): string {
  return [
    `data;dur=${dataMs.toFixed(1)};desc="Page data"`,
    `render;dur=${renderMs.toFixed(1)};desc="Document"`,
    `areas;dur=${areasMs.toFixed(1)};desc="Nested areas' code and data"`,
  ].join(', ');
}
