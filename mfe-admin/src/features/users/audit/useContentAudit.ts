import { failLoad, getSupabase } from '@newsroom/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminQueryKeys } from '../../../lib/adminQueryKeys.ts';
import { fetchContentAuditPage, type ContentAuditFilters } from './contentAudit.ts';

export const CONTENT_AUDIT_LOAD_ERROR = 'Failed to load content changes';

/** One page of the content audit trail (olderThan null: the newest page). */
export async function fetchContentAudit(filters: ContentAuditFilters, olderThan: number | null) {
  try {
    return await fetchContentAuditPage(getSupabase(), filters, olderThan);
  } catch (error) {
    failLoad(CONTENT_AUDIT_LOAD_ERROR, error);
  }
}

export function contentAuditQuery(filters: ContentAuditFilters, olderThan: number | null) {
  return queryOptions({
    queryKey: adminQueryKeys.contentAudit(filters, olderThan),
    queryFn: () => fetchContentAudit(filters, olderThan),
    placeholderData: keepPreviousData,
    meta: { errorMessage: CONTENT_AUDIT_LOAD_ERROR },
  });
}

export function useContentAudit(filters: ContentAuditFilters, olderThan: number | null) {
  return useQuery(contentAuditQuery(filters, olderThan));
}
