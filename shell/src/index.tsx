import { provideFederationHelpers } from '@newsroom/shared/federation-helpers';

// The remotes of the public pages take the federation runtime's helpers from the page.
provideFederationHelpers();

/** A fresh task for what follows (scheduler.yield where present): a tap in between is answered. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The libraries the first page runs, asked for together: each is evaluated in the task its file
 * arrives in, instead of all of them with the shell's code in one task of 130–160 ms on a phone
 * (decision 146). Their files download in parallel, as before.
 */
const libraries = () =>
  Promise.all([
    import('react-dom/client'),
    import('react-router-dom'),
    import('styled-components'),
    import('@tanstack/react-query'),
    import('@newsroom/shared'),
  ]);

// Async boundary: Module Federation must negotiate shared singletons (React, the router, the
// stores) before any of them is evaluated, so the real entry is loaded with a dynamic import.
async function start(): Promise<void> {
  // The federation runtime has just set itself up in this task: loading starts in the next.
  await nextTask();
  await libraries();
  await nextTask();
  await import('./bootstrap.tsx');
}

void start().catch((error: unknown) => console.error('[shell] start-up failed', error));
