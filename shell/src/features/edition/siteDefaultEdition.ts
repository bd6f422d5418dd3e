import { DEFAULT_EDITION, failLoad, getSupabase, isEdition, queryKeys, type Edition } from '@newsroom/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const SITE_SETTINGS_LOAD_ERROR = 'Could not load the site settings.';

/** The edition the admin named for readers nothing tells us about (`site_settings`, decision 181). */
export async function fetchSiteDefaultEdition(client = getSupabase()): Promise<Edition> {
  const { data, error } = await client.from('site_settings').select('default_edition').maybeSingle();
  if (error) failLoad(SITE_SETTINGS_LOAD_ERROR, error);
  return isEdition(data?.default_edition) ? data.default_edition : DEFAULT_EDITION;
}

export function siteDefaultEditionQuery() {
  return queryOptions({ queryKey: queryKeys.siteSettings, queryFn: () => fetchSiteDefaultEdition() });
}

/**
 * The site's default edition, read only when `needed` (a `/` the server did not resolve, for a
 * reader with no signal of their own); null while it loads. A failed read falls back to
 * International rather than leaving `/` empty.
 */
export function useSiteDefaultEdition(needed: boolean): Edition | null {
  const query = useQuery({ ...siteDefaultEditionQuery(), enabled: needed });
  if (!needed) return null;
  if (query.isError) return DEFAULT_EDITION;
  return query.data ?? null;
}
