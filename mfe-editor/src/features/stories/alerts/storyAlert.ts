import { getSupabase } from '@newsroom/shared';
import type { PushTopic } from '@newsroom/shared/push-topics';

/** One time the story went out as an alert, with its push counts. */
export interface StoryAlert {
  id: string;
  createdAt: string;
  topics: PushTopic[];
  /** Devices it was queued for. */
  sent: number;
  delivered: number;
  gone: number;
  failed: number;
}

/**
 * public.story_alert_overview: the topics the desk would send to, and the alerts sent so far (the
 * newest 50, newest first; `older` counts the rest).
 */
export interface StoryAlertOverview {
  suggested: PushTopic[];
  alerts: StoryAlert[];
  older: number;
}

export async function fetchStoryAlerts(storyId: string): Promise<StoryAlertOverview> {
  const { data, error } = await getSupabase().rpc('story_alert_overview', { story: storyId });
  if (error) throw new Error('The story’s alerts could not be loaded.', { cause: error });
  const overview = (data ?? {}) as Partial<StoryAlertOverview>;
  return { suggested: overview.suggested ?? [], alerts: overview.alerts ?? [], older: overview.older ?? 0 };
}

/** Sends the published story to the topics' subscribers; `again` for a correction of an earlier alert. */
export async function sendStoryAlert(storyId: string, topics: PushTopic[], again: boolean): Promise<number> {
  const { data, error } = await getSupabase().rpc('send_story_alert', { story: storyId, topics, again });
  // The database's reason (rights, a story not published, an alert already sent) is the message to show.
  if (error) throw new Error(error.message, { cause: error });
  return (data as { sent: number }).sent;
}
