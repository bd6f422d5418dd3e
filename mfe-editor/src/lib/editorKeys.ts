import { queryKeys } from '@newsroom/shared';

/**
 * The console's query keys, under the portal's prefixes: a realtime change or a save that
 * invalidates ['stories'] refreshes the console's lists and the public ones alike.
 */
export const editorKeys = {
  stories: [...queryKeys.stories, 'editor'] as const,
  photoEssays: [...queryKeys.photoEssays, 'editor'] as const,
  storyRevisions: (storyId: string) => ['story-revisions', storyId] as const,
  siteAnalytics: queryKeys.analytics('7d', 'visitors'),
  /** Every live feed (breaking included, inactive too): under ['live-feeds'] with the ticker's. */
  liveFeeds: [...queryKeys.liveFeeds, 'editor'] as const,
  /** The ads the console lists (all for admins, the active ones for editors). */
  advertisements: ['advertisements', 'console'] as const,
  storyTips: ['story-tips'] as const,
  /** The Analytics tab: the period's figures with their series and most-read stories. */
  analyticsTrends: (period: string, timeZone: string) =>
    [...queryKeys.analytics(period, 'visitors'), 'trends', timeZone] as const,
};
