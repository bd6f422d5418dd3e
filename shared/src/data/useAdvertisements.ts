import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { adCapReached } from '../analytics/adEvents.ts';
import type { AdPosition } from '../constants/site.ts';
import { adShowsOn, mapAdvertisementRows, type Advertisement, type AdTarget } from '../model/advertisement.ts';
import { queryKeys } from '../query/queryKeys.ts';
import { logLoadError } from './logLoadError.ts';
import { getSupabase, type PortalClient } from '../supabase/client.ts';

export const ADVERTISEMENTS_LOAD_ERROR = 'Failed to load advertisements';

/**
 * The public read is active ads only, optionally of one position (or of several), newest first.
 * A failure is only logged and the list is emptied, so an ad never breaks a page.
 */
export async function fetchActiveAdvertisements(
  position?: AdPosition | readonly AdPosition[],
  client: PortalClient = getSupabase(),
): Promise<Advertisement[]> {
  try {
    let query = client.from('advertisements').select('*').eq('is_active', true);
    if (typeof position === 'string') query = query.eq('position', position);
    else if (position) query = query.in('position', [...position]);
    const { data, error } = await query.order('created_at', { ascending: false });
    if (error) throw error;
    return mapAdvertisementRows(data);
  } catch (error) {
    logLoadError(ADVERTISEMENTS_LOAD_ERROR, error);
    return [];
  }
}

/** One position's ads query, shared by the hook and the server's prefetch. */
export function advertisementsQuery(position?: AdPosition, client?: PortalClient) {
  return queryOptions({
    queryKey: queryKeys.advertisements(position),
    queryFn: () => fetchActiveAdvertisements(position, client),
  });
}

export function useAdvertisements(position?: AdPosition): UseQueryResult<Advertisement[], Error> {
  return useQuery(advertisementsQuery(position));
}

/**
 * The ads that show on this page now and have not reached their daily cap on this device
 * (decision 187). The cap is read after hydration (the server cannot know it), so the first render
 * matches the server's.
 */
export function useShowingAds(ads: Advertisement[] | undefined, target: AdTarget): Advertisement[] {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (ads ?? []).filter((ad) => adShowsOn(ad, target) && !(mounted && adCapReached(ad)));
}
