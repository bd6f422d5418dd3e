import type { LiveEvent } from '@newsroom/shared';

/** setTimeout's longest delay (about 24.8 days); longer waits are chained. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface NotificationClock {
  now: () => number;
  setTimer: (run: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimer: (timer: ReturnType<typeof setTimeout>) => void;
  notify: (title: string, options: NotificationOptions & { url: string }) => void;
}

function showNotification(title: string, { url, ...options }: NotificationOptions & { url: string }): void {
  const notification = new Notification(title, options);
  notification.onclick = () => {
    window.focus();
    if (window.location.href !== url) window.location.assign(url);
    notification.close();
  };
}

const browserClock: NotificationClock = {
  now: () => Date.now(),
  setTimer: (run, ms) => setTimeout(run, ms),
  clearTimer: (timer) => clearTimeout(timer),
  notify: showNotification,
};

const timers = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/**
 * Shows a browser notification when the event starts, while this tab stays open (timers live in
 * the page; nothing is stored). Returns false for an event without a future start. The caller
 * makes sure notifications are allowed.
 */
export function scheduleStartNotification(
  event: LiveEvent,
  pageUrl: string,
  clock: NotificationClock = browserClock,
): boolean {
  const start = new Date(event.scheduledStart).getTime();
  if (!Number.isFinite(start) || start <= clock.now()) return false;
  cancelStartNotification(event.id, clock);
  const wait = () => {
    const left = start - clock.now();
    if (left > 0) {
      timers.set(event.id, clock.setTimer(wait, Math.min(left, MAX_TIMER_MS)));
      return;
    }
    timers.delete(event.id);
    changed();
    clock.notify(`${event.title} is starting`, {
      body: 'The live event is about to begin.',
      tag: `event-${event.id}`,
      url: pageUrl,
    });
  };
  wait();
  changed();
  return true;
}

export function cancelStartNotification(eventId: string, clock: NotificationClock = browserClock): void {
  const timer = timers.get(eventId);
  if (timer === undefined) return;
  clock.clearTimer(timer);
  timers.delete(eventId);
  changed();
}

export function hasStartNotification(eventId: string): boolean {
  return timers.has(eventId);
}

/** For useSyncExternalStore: calls `listener` whenever a notification is set, fired or cancelled. */
export function subscribeToStartNotifications(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type NotificationSupport = 'unsupported' | NotificationPermission;

export function notificationSupport(): NotificationSupport {
  return typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'unsupported';
}

/** Asks for permission if not yet decided (needs a user gesture); resolves to the outcome. */
export async function allowNotifications(): Promise<NotificationSupport> {
  const current = notificationSupport();
  if (current !== 'default') return current;
  try {
    return await Notification.requestPermission();
  } catch {
    return 'denied';
  }
}
