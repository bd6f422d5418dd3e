/** A long task as Chromium's long-task observer reports it (ms from navigation start). */
export interface LongTask {
  startMs: number;
  durationMs: number;
}

/** Lighthouse's window: from first contentful paint to 10 s after navigation. */
export const BLOCKING_WINDOW_END_MS = 10_000;

/** The part of a task inside [from, to]: Lighthouse clips a task that started before FCP. */
function clipped(task: LongTask, fromMs: number, toMs: number): number {
  const start = Math.max(task.startMs, fromMs);
  const end = Math.min(task.startMs + task.durationMs, toMs);
  return Math.max(0, end - start);
}

/**
 * Total blocking time as Lighthouse defines it: the sum, over the main thread's tasks between FCP
 * and the window's end, of each task's time beyond 50 ms (a task under 50 ms blocks nothing).
 */
export function totalBlockingTime(tasks: LongTask[], fcpMs: number, endMs = BLOCKING_WINDOW_END_MS): number {
  return tasks.reduce((sum, task) => sum + Math.max(0, clipped(task, fcpMs, endMs) - 50), 0);
}

/** The longest task that ran (even partly) after FCP, whole, or 0 if none did. */
export function longestTaskAfter(tasks: LongTask[], fcpMs: number, endMs = BLOCKING_WINDOW_END_MS): number {
  return tasks
    .filter((task) => clipped(task, fcpMs, endMs) > 0)
    .reduce((longest, task) => Math.max(longest, task.durationMs), 0);
}

/** When the last long task after FCP ended, or null if none ran. */
export function lastLongTaskEnd(tasks: LongTask[], fcpMs: number, endMs = BLOCKING_WINDOW_END_MS): number | null {
  const after = tasks.filter((task) => clipped(task, fcpMs, endMs) > 0);
  return after.length ? Math.max(...after.map((task) => task.startMs + task.durationMs)) : null;
}
