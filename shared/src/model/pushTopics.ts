/**
 * The topics of alerts on devices (public.push_subscriptions' fixed list, decisions 194 and 204):
 * what a reader subscribes to, what an editor sends a story to, what the admin's send log shows.
 */
export const PUSH_TOPICS = [
  { id: 'breaking', label: 'Breaking news' },
  { id: 'uk', label: 'UK edition' },
  { id: 'zimbabwe', label: 'Zimbabwe edition' },
  { id: 'international', label: 'International edition' },
  { id: 'sport', label: 'Sport' },
] as const;

export type PushTopic = (typeof PUSH_TOPICS)[number]['id'];

/** "UK edition and Sport": the topics' labels in the list's order; unknown ids are left out. */
export function pushTopicList(topics: readonly string[]): string {
  const labels = PUSH_TOPICS.filter((topic) => topics.includes(topic.id)).map((topic) => topic.label);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}` : (labels[0] ?? '');
}
