// Breaking alerts by Web Push in /sw.js (decision 194): what a push shows and where its click goes.
// Pure functions over the worker's globals, so the handlers are tested without a browser.

/** A push's payload as the senders write it (backend/src/push/sender.ts, push-send). */
export interface AlertPush {
  title: string;
  body: string;
  /** A path on this site: the story. */
  url: string;
  /** The alert's Topic: a later push with the same tag replaces the shown notification. */
  tag: string;
}

export interface AlertNotification {
  title: string;
  options: NotificationOptions & { data: { url: string } };
}

/** The minimum a window client must offer the click handler. */
export interface AlertWindow {
  readonly url: string;
  focus(): Promise<unknown>;
}

export interface AlertClients {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly AlertWindow[]>;
  openWindow(url: string): Promise<unknown>;
}

const FALLBACK_TITLE = 'Breaking news';

/** `url` made absolute when it is on this site, else the front page (another site, a script URL). */
export function alertTarget(url: unknown, origin: string): string {
  if (typeof url !== 'string') return `${origin}/`;
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? target.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

function text(value: unknown, max: number): string {
  return typeof value === 'string' ? value.slice(0, max) : '';
}

/** The notification a push asks for; a push without a readable payload still says something. */
export function alertNotification(data: string | null, origin: string): AlertNotification {
  let alert: Partial<AlertPush> = {};
  try {
    alert = (data ? JSON.parse(data) : {}) as Partial<AlertPush>;
  } catch {
    // Not JSON: the generic alert below, opening the front page.
  }
  const url = alertTarget(alert?.url, origin);
  return {
    title: text(alert?.title, 200) || FALLBACK_TITLE,
    options: {
      body: text(alert?.body, 300),
      tag: text(alert?.tag, 64) || url,
      icon: '/icon-512.png',
      data: { url },
    },
  };
}

/** Focuses a tab already showing the alert's page, or opens one. */
export async function openAlert(clients: AlertClients, data: unknown, origin: string): Promise<void> {
  const target = alertTarget((data as { url?: unknown } | null)?.url, origin);
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url === target);
  if (open) {
    await open.focus();
    return;
  }
  await clients.openWindow(target);
}
