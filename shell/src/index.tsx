import { provideFederationHelpers } from '@newsroom/shared/federation-helpers';

// The remotes of the public pages take the federation runtime's helpers from the page.
provideFederationHelpers();

/**
 * A fresh task for what follows (scheduler.yield where present): a tap in between is answered.
 * shared's yieldToMain, which this repeats, is not loaded yet here (the async boundary below).
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The libraries the first page runs, each asked for in a task of its own (asking starts the
 * downloads: the federation runtime's script elements, about 3 ms each on a phone) and evaluated
 * in the task its files arrive in — rather than all of them with the shell's code in one task of
 * 130–230 ms on a phone (decision 146).
 */
const LIBRARIES = [
  () => import('react-dom/client'),
  () => import('react-router-dom'),
  () => import('styled-components'),
  () => import('@tanstack/react-query'),
];

async function requestLibraries(): Promise<Promise<unknown>[]> {
  const requested: Promise<unknown>[] = [];
  for (const load of LIBRARIES) {
    const library = load();
    // A failure is reported once, by Promise.all in start(), not as an unhandled rejection meanwhile.
    library.catch(() => {});
    requested.push(library);
    await nextTask();
  }
  return requested;
}

// Async boundary: Module Federation must negotiate shared singletons (React, the router, the
// stores) before any of them is evaluated, so the real entry is loaded with a dynamic import.
async function start(): Promise<void> {
  // The federation runtime has just set itself up in this task: loading starts in the next.
  await nextTask();
  const libraries = await requestLibraries();
  const shared = import('@newsroom/shared');
  await Promise.all(libraries);
  const { warmDateFormatting } = await shared;
  await nextTask();
  warmDateFormatting();
  await nextTask();
  await import('./bootstrap.tsx');
}

void start().catch((error: unknown) => console.error('[shell] start-up failed', error));
