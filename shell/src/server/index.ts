// Entry of the shell's server build (dist/server/index.js), loaded by shell/server/index.mjs (the
// page cache, on the server's main thread) and by shell/server/renderThread.mjs (what renders).
// Async boundary, as in the browser: Module Federation negotiates the shared singletons (React,
// the router, @newsroom/shared) before any of them is evaluated, and the remotes' server
// containers loaded later get the same instances. The cache's module imports none of them, so a
// main thread that renders elsewhere never loads React.
import type { AnswerPage, PageAnswerer, ServerRenderer, ServerRendererOptions } from './serverTypes.ts';

export type { AnswerPage, PageAnswerer, ServerRenderer, ServerRendererOptions } from './serverTypes.ts';

/** What renders pages, feeds and crawl files, without the page cache (the render thread's part). */
export async function createPageAnswerer(options: ServerRendererOptions): Promise<PageAnswerer> {
  const { createPageAnswerer: create } = await import('./pageAnswerer.tsx');
  return create(options);
}

/**
 * The page cache in front of `answerPage` (a render thread's), or of a renderer in this thread
 * when none is given.
 */
export async function createServerRenderer(
  options: ServerRendererOptions,
  answerPage?: AnswerPage,
): Promise<ServerRenderer> {
  const { createRenderer } = await import('./createRenderer.ts');
  return createRenderer(options, answerPage ?? (await createPageAnswerer(options)).answer);
}
