/**
 * Start-up work the first paint does not need (the Supabase client and its session restore,
 * realtime sockets, page-view recording): held while a server-rendered page hydrates, released
 * once it answers input (decision 146). Where nothing holds it (a page started in the browser,
 * tests, a remote on its own) the work runs at once, as before.
 */
type Work = () => void;

let held: Work[] | null = null;

/** The shell calls this before hydrating: later `afterStartup` work waits for `releaseStartupWork`. */
export function holdStartupWork(): void {
  held ??= [];
}

/** True while start-up work is being held. */
export function isStartupWorkHeld(): boolean {
  return held !== null;
}

/** The browser's scheduler.yield where present: the rest of the work goes to a fresh task. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs the held work, each item in its own task, so none of it adds up to one long task. */
export async function releaseStartupWork(): Promise<void> {
  while (held && held.length > 0) {
    const work = held.shift()!;
    try {
      work();
    } catch (error) {
      console.error('[startup] deferred work failed', error);
    }
    await yieldToMain();
  }
  held = null;
}

/**
 * Runs `work` now, or once start-up work is released if it is held. Returns a cancel function
 * (a component that unmounts before the release takes its work back).
 */
export function afterStartup(work: Work): () => void {
  if (!held) {
    work();
    return () => {};
  }
  const queue = held;
  queue.push(work);
  return () => {
    const index = queue.indexOf(work);
    if (index >= 0) queue.splice(index, 1);
  };
}
