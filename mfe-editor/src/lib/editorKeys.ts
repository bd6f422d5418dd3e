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
};
