import { describe, expect, it, vi } from 'vitest';
import { fakePostgrest } from './fakePostgrest.ts';
import { fetchActiveAdvertisements } from './useAdvertisements.ts';

describe('fetchActiveAdvertisements', () => {
  it('filters by position when given', async () => {
    const { client, calls } = fakePostgrest({ data: [{ id: 'a', title: 'Ad', image_url: 'x', position: 'footer' }] });
    const ads = await fetchActiveAdvertisements('footer', client);
    expect(calls).toContainEqual(['eq', 'position', 'footer']);
    expect(ads).toHaveLength(1);
  });

  it('asks for several positions at once', async () => {
    const { client, calls } = fakePostgrest({ data: [] });
    await fetchActiveAdvertisements(['header', 'footer'], client);
    expect(calls).toContainEqual(['in', 'position', ['header', 'footer']]);
  });

  it('logs "Failed to load advertisements" and returns an empty list on error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client } = fakePostgrest({ error: { message: 'down' } });
    expect(await fetchActiveAdvertisements(undefined, client)).toEqual([]);
    expect(log).toHaveBeenCalledWith('Failed to load advertisements', { message: 'down' });
  });
});
