import { queryKeys } from '@newsroom/shared';

/**
 * The console's query keys, under the portal's prefixes: a realtime change or a save that
 * invalidates ['stories'] refreshes the console's lists and the public ones alike.
 */
export const editorKeys = {
  /** Every page of the story list (realtime refreshes the one on screen). */
  storyLists: [...queryKeys.stories, 'editor', 'list'] as const,
  storyList: (filters: object) => [...queryKeys.stories, 'editor', 'list', filters] as const,
  /** One story with everything the form needs. */
  story: (id: string) => [...queryKeys.stories, 'editor', 'one', id] as const,
  /** The stat cards' counts, each under its table's prefix so saves and realtime refresh them. */
  storyCounts: [...queryKeys.stories, 'editor', 'counts'] as const,
  storyViewTotal: [...queryKeys.stories, 'editor', 'view-total'] as const,
  essayLists: [...queryKeys.photoEssays, 'editor', 'list'] as const,
  essayList: (filters: object) => [...queryKeys.photoEssays, 'editor', 'list', filters] as const,
  essay: (id: string) => [...queryKeys.photoEssays, 'editor', 'one', id] as const,
  essayCount: [...queryKeys.photoEssays, 'editor', 'count'] as const,
  storyRevisions: (storyId: string) => ['story-revisions', storyId] as const,
  /** Every live feed (breaking included, inactive too): under ['live-feeds'] with the ticker's. */
  liveFeeds: [...queryKeys.liveFeeds, 'editor'] as const,
  /** The ads the console lists (all for admins, the active ones for editors). */
  advertisements: ['advertisements', 'console'] as const,
  storyTips: ['story-tips'] as const,
  /** Authors or tags suggested for the text typed in the story form. */
  creditSuggestions: (table: 'authors' | 'tags', text: string) => [table, 'suggest', text] as const,
  /** Readers' error reports (the corrections inbox). */
  errorReports: ['story-error-reports'] as const,
  /** The Analytics tab: the period's figures with their series and most-read stories. */
  analyticsTrends: (period: string, timeZone: string) =>
    [...queryKeys.analytics(period, 'visitors'), 'trends', timeZone] as const,
};
