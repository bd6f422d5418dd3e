import { getSupabase } from '@newsroom/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminQueryKeys } from '../../lib/adminQueryKeys.ts';
import { fetchContentAuditPage, type ContentAuditFilters } from './contentAudit.ts';

export const CONTENT_AUDIT_LOAD_ERROR = 'Failed to load content changes';

/** One page of the content audit trail (olderThan null: the newest page). */
export function useContentAudit(filters: ContentAuditFilters, olderThan: number | null) {
  return useQuery({
    queryKey: adminQueryKeys.contentAudit(filters, olderThan),
    queryFn: async () => {
      try {
        return await fetchContentAuditPage(getSupabase(), filters, olderThan);
      } catch (error) {
        throw new Error(CONTENT_AUDIT_LOAD_ERROR, { cause: error });
      }
    },
    placeholderData: keepPreviousData,
    meta: { errorMessage: CONTENT_AUDIT_LOAD_ERROR },
  });
}
