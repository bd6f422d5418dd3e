// @newsroom/shared/ad-prefetch: for server renders only, out of the barrel every page loads.
import type { QueryClient } from '@tanstack/react-query';
import { advertisementsQuery, fetchActiveAdvertisements, type AdPosition, type PortalClient } from '@newsroom/shared';

/**
 * Several positions' ads in one request, each kept as its own position's query (what
 * advertisementsQuery loads, so the hooks find it): a page asks once, not once per position
 * (decision 211).
 */
export async function prefetchAdvertisements(
  queryClient: QueryClient,
  positions: readonly AdPosition[],
  client?: PortalClient,
): Promise<void> {
  const ads = await fetchActiveAdvertisements(positions, client);
  for (const position of positions) {
    queryClient.setQueryData(
      advertisementsQuery(position, client).queryKey,
      ads.filter((ad) => ad.position === position),
    );
  }
}
