import { queryKeys } from '@newsroom/shared';

/**
 * The admin dashboard's query keys. Lists the public site also shows start with the public key, so
 * invalidating the public prefix (a realtime change, another console's save) refreshes them too,
 * and a save here refreshes the public lists (header ad, home panels) in the same page.
 */
export const adminQueryKeys = {
  advertisements: [...queryKeys.advertisements(), 'admin'] as const,
  allAdvertisements: ['advertisements'] as const,
  sportsEvents: [...queryKeys.sportsEvents, 'admin'] as const,
  sportsCategories: [...queryKeys.sportsCategories, 'admin'] as const,
  contentCounts: ['admin', 'content-counts'] as const,
  /** Under the public key: saving it refreshes what the shell resolves `/` with in this page. */
  siteSettings: [...queryKeys.siteSettings, 'admin'] as const,
  users: (search: string, page: number) => ['admin', 'users', search, page] as const,
  allUsers: ['admin', 'users'] as const,
  roleAudit: ['admin', 'role-audit'] as const,
  contentAudit: (filters: object, olderThan: number | null) => ['admin', 'content-audit', filters, olderThan] as const,
  contactMessages: (view: 'inbox' | 'archived') => ['admin', 'contact-messages', view] as const,
  allContactMessages: ['admin', 'contact-messages'] as const,
  unreadMessages: ['admin', 'contact-messages', 'unread-count'] as const,
  remoteErrors: ['admin', 'remote-errors'] as const,
  newsletter: ['admin', 'newsletter'] as const,
};
