// Entry of the shell's server build (dist/server/index.js), loaded by shell/server/index.mjs.
// Async boundary, as in the browser: Module Federation negotiates the shared singletons (React,
// the router, @newsroom/shared) before any of them is evaluated, and the remotes' server
// containers loaded later get the same instances.
import type { ServerRenderer, ServerRendererOptions } from './serverTypes.ts';

export type { ServerRenderer, ServerRendererOptions } from './serverTypes.ts';

export async function createServerRenderer(options: ServerRendererOptions): Promise<ServerRenderer> {
  const { createRenderer } = await import('./createRenderer.tsx');
  return createRenderer(options);
}
