import { failLoad, getSupabase } from '@newsroom/shared';

export const PUSH_LOAD_ERROR = 'Failed to load the Web Push alerts';

export interface PushSendRow {
  id: string;
  title: string;
  createdAt: string;
  /** Subscriptions the alert was queued for. */
  sent: number;
  delivered: number;
  /** Answered 404/410 by their push service: removed. */
  gone: number;
  failed: number;
  /** Not yet answered: queued, or waiting for a retry. */
  waiting: number;
  /** A breaking item's alert, or a story an editor sent (decision 204). */
  kind: 'breaking' | 'story';
  /** The subscription topics it went to. */
  topics: string[];
}

export interface PushOverview {
  subscriptions: { total: number; breaking: number };
  sends: PushSendRow[];
}

/** Subscription counts and the last 20 alerts (public.push_admin_overview: admins only, no endpoint). */
export async function fetchPushOverview(): Promise<PushOverview> {
  const { data, error } = await getSupabase().rpc('push_admin_overview', { max_sends: 20 });
  if (error) failLoad(PUSH_LOAD_ERROR, error);
  return data as unknown as PushOverview;
}
