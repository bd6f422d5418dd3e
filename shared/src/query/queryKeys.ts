/**
 * The public site's query keys and the prefixes every app builds on, so that realtime invalidation
 * and mutations refer to the same keys the lists were fetched with. The consoles keep their own
 * keys beside their code, under these prefixes (a save or a realtime change that invalidates
 * ['stories'] refreshes the console's lists and the public ones alike): mfe-editor in
 * `src/lib/editorKeys.ts`, mfe-admin in `src/lib/adminQueryKeys.ts`. mfe-reader and mfe-live use
 * these keys through shared's hooks.
 */
export const queryKeys = {
  /** Every story query starts with this (a prefix to refresh them all). */
  stories: ['stories'] as const,
  homeStories: ['stories', 'home'] as const,
  story: (id: string) => ['stories', 'story', id] as const,
  relatedStories: (id: string, category: string) => ['stories', 'related', id, category] as const,
  categoryStories: (slug: string, page: number) => ['stories', 'category', slug, page] as const,
  latestStories: (limit: number) => ['stories', 'latest', limit] as const,
  /** An author's or topic's page (/author/{slug}, /topic/{slug}). */
  creditStories: (kind: 'author' | 'topic', slug: string, page: number) => ['stories', kind, slug, page] as const,
  /** A live blog's posts, pages newest first (under stories: its pages name the story's tables). */
  livePosts: (storyId: string) => ['stories', 'live-posts', storyId] as const,
  /** A live blog's pinned post and key events. */
  liveHighlights: (storyId: string) => ['stories', 'live-highlights', storyId] as const,
  /** The cards of the stories a story document names (ids sorted). */
  storyCards: (ids: readonly string[]) => ['stories', 'cards', ...ids] as const,
  /** Admins' view counts of the cards a list shows (ids sorted). */
  storyViewCounts: (ids: readonly string[]) => ['stories', 'view-counts', ...ids] as const,
  /** Search results are a snapshot: no realtime refresh. */
  search: (params: object) => ['search', params] as const,
  /** /corrections, one page of the latest notes across the site. */
  corrections: (page: number) => ['story-corrections', page] as const,
  /** The corrections feed's newest notes. */
  latestCorrections: (limit: number) => ['story-corrections', 'latest', limit] as const,
  photoEssays: ['photo-essays'] as const,
  photoEssayList: (limit: number) => ['photo-essays', limit] as const,
  liveFeeds: ['live-feeds'] as const,
  breakingNews: ['live-feeds', 'breaking'] as const,
  advertisements: (position?: string) => ['advertisements', position ?? 'all'] as const,
  sportsEvents: ['sports-events'] as const,
  /** The sports hub's list; under sportsEvents so the same realtime invalidation refreshes it. */
  sportsHubEvents: ['sports-events', 'sports'] as const,
  sportsCategories: ['sports-categories'] as const,
  analytics: (period: string, statsType: string) => ['analytics', period, statsType] as const,
  /** Seconds until the next scheduled story or essay goes public (usePublicationClock). */
  publicationClock: ['publication-clock'] as const,
  /** The site's settings row: the default edition of `/` (decision 181). */
  siteSettings: ['site-settings'] as const,
  /** The signed-in user's application roles (useEditorRights). */
  userRoles: (userId: string) => ['user-roles', userId] as const,
};
