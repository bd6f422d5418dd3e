import { getSupabase } from '@newsroom/shared';

/** The topics a reader may choose on /alerts (public.push_subscriptions' fixed list), in the page's order. */
export const ALERT_TOPICS = [
  { id: 'breaking', label: 'Breaking news' },
  { id: 'uk', label: 'UK edition' },
  { id: 'zimbabwe', label: 'Zimbabwe edition' },
  { id: 'international', label: 'International edition' },
  { id: 'sport', label: 'Sport' },
] as const;

export type AlertTopic = (typeof ALERT_TOPICS)[number]['id'];

/** One time the story went out as an alert, with its push counts. */
export interface StoryAlert {
  id: string;
  createdAt: string;
  topics: AlertTopic[];
  /** Devices it was queued for. */
  sent: number;
  delivered: number;
  gone: number;
  failed: number;
}

/** public.story_alert_overview: the topics the desk would send to, and the alerts sent so far (newest first). */
export interface StoryAlertOverview {
  suggested: AlertTopic[];
  alerts: StoryAlert[];
}

/** "UK edition and Sport": the topics' labels in the page's order. */
export function topicList(topics: readonly string[]): string {
  const labels = ALERT_TOPICS.filter((topic) => topics.includes(topic.id)).map((topic) => topic.label);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}` : (labels[0] ?? '');
}

export async function fetchStoryAlerts(storyId: string): Promise<StoryAlertOverview> {
  const { data, error } = await getSupabase().rpc('story_alert_overview', { story: storyId });
  if (error) throw new Error('The story’s alerts could not be loaded.', { cause: error });
  const overview = (data ?? {}) as Partial<StoryAlertOverview>;
  return { suggested: overview.suggested ?? [], alerts: overview.alerts ?? [] };
}

/** Sends the published story to the topics' subscribers; `again` for a correction of an earlier alert. */
export async function sendStoryAlert(storyId: string, topics: AlertTopic[], again: boolean): Promise<number> {
  const { data, error } = await getSupabase().rpc('send_story_alert', { story: storyId, topics, again });
  // The database's reason (rights, a story not published, an alert already sent) is the message to show.
  if (error) throw new Error(error.message, { cause: error });
  return (data as { sent: number }).sent;
}
