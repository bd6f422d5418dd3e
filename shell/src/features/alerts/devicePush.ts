import { getSupabase, peekRuntimeConfig } from '@newsroom/shared';
import type { PushTopic } from '@newsroom/shared/push-topics';

/** What this browser can do: push, nothing, or push once added to the Home Screen (iOS). */
export type PushSupport = 'supported' | 'unsupported' | 'ios-not-installed' | 'not-configured';

function isIos(nav: Navigator): boolean {
  return /iPad|iPhone|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
}

function isInstalled(win: Window): boolean {
  return (
    (win.navigator as Navigator & { standalone?: boolean }).standalone === true ||
    win.matchMedia?.('(display-mode: standalone)').matches === true
  );
}

/** iOS and iPadOS deliver web push only to a site added to the Home Screen and opened from there. */
export function pushSupport(win: Window = window): PushSupport {
  if (!peekRuntimeConfig()?.vapidPublicKey) return 'not-configured';
  if (isIos(win.navigator) && !isInstalled(win)) return 'ios-not-installed';
  const supported = 'serviceWorker' in win.navigator && 'PushManager' in win && 'Notification' in win;
  return supported ? 'supported' : 'unsupported';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

async function pushManager(): Promise<PushManager> {
  return (await navigator.serviceWorker.ready).pushManager;
}

function keysOf(subscription: PushSubscription): { endpoint: string; p256dh: string; auth: string } {
  const { endpoint, keys } = subscription.toJSON();
  return { endpoint: endpoint ?? subscription.endpoint, p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' };
}

/** This browser's subscription and its topics; null when it has none the newsroom knows. */
export async function currentDeviceTopics(): Promise<PushTopic[] | null> {
  const subscription = await (await pushManager()).getSubscription();
  if (!subscription) return null;
  const { endpoint, auth } = keysOf(subscription);
  const { data, error } = await getSupabase().rpc('push_subscription_topics', { endpoint, auth });
  if (error) throw error;
  return (data as PushTopic[] | null) ?? null;
}

/** Subscribes at the browser's push service (or reuses its subscription) and stores it with the topics. */
export async function subscribeDevice(topics: PushTopic[]): Promise<void> {
  const manager = await pushManager();
  const key = peekRuntimeConfig()?.vapidPublicKey ?? '';
  const subscription =
    (await manager.getSubscription()) ??
    (await manager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) }));
  const { error } = await getSupabase().rpc('push_subscribe', { ...keysOf(subscription), topics });
  if (error) throw error;
}

/**
 * Forgets this browser at its push service always, and at the newsroom when it can be reached:
 * 'unconfirmed' when it could not (the leftover row is answered 410 at the next alert and removed).
 */
export async function unsubscribeDevice(): Promise<'removed' | 'unconfirmed'> {
  const subscription = await (await pushManager()).getSubscription();
  if (!subscription) return 'removed';
  const { endpoint, auth } = keysOf(subscription);
  const told = await getSupabase()
    .rpc('push_unsubscribe', { endpoint, auth })
    .then(
      ({ error }) => !error,
      () => false,
    );
  await subscription.unsubscribe();
  return told ? 'removed' : 'unconfirmed';
}
