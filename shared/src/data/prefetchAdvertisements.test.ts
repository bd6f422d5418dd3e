import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { advertisementsQuery, type PortalClient } from '@newsroom/shared';
import { fakePostgrest } from './fakePostgrest.ts';
import { prefetchAdvertisements } from './prefetchAdvertisements.ts';

const row = (id: string, position: string) => ({ id, title: `Ad ${id}`, image_url: 'x', position });

describe('prefetchAdvertisements', () => {
  it('asks once for every position and keeps each position its own ads, newest first as answered', async () => {
    const { client, calls } = fakePostgrest({
      data: [row('a', 'sidebar'), row('b', 'top-sidebar'), row('c', 'sidebar')],
    });
    const queryClient = new QueryClient();
    const positions = ['top-sidebar', 'bottom-sidebar', 'sidebar'] as const;
    await prefetchAdvertisements(queryClient, positions, client as PortalClient);
    expect(calls.filter(([method]) => method === 'from')).toEqual([['from', 'advertisements']]);
    expect(calls).toContainEqual(['in', 'position', [...positions]]);
    const ids = (position: (typeof positions)[number]) =>
      queryClient.getQueryData(advertisementsQuery(position).queryKey)?.map((ad) => ad.id);
    expect([ids('top-sidebar'), ids('bottom-sidebar'), ids('sidebar')]).toEqual([['b'], [], ['a', 'c']]);
  });

  it('keeps every position empty when the ads cannot be read, as each position’s own query would', async () => {
    const { client } = fakePostgrest({ error: { message: 'down' } });
    const queryClient = new QueryClient();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await prefetchAdvertisements(queryClient, ['header', 'footer'], client as PortalClient);
    expect(queryClient.getQueryData(advertisementsQuery('header').queryKey)).toEqual([]);
    expect(queryClient.getQueryData(advertisementsQuery('footer').queryKey)).toEqual([]);
  });
});
