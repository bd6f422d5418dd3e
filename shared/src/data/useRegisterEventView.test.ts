import type { PortalClient } from '../supabase/client.ts';
import { describe, expect, it, vi } from 'vitest';
import { registerEventView } from './useRegisterEventView.ts';

function fakeClient(result: { data?: unknown; error: unknown } | Error) {
  const rpc = vi.fn(() => (result instanceof Error ? Promise.reject(result) : Promise.resolve(result)));
  return { client: { rpc } as unknown as PortalClient, rpc };
}

describe('registerEventView', () => {
  it('calls increment_sports_event_views with the event and visitor ids and returns the count', async () => {
    const { client, rpc } = fakeClient({ data: 42, error: null });
    expect(await registerEventView('e1', client, 'visitor-0001')).toBe(42);
    expect(rpc).toHaveBeenCalledWith('increment_sports_event_views', { event_id: 'e1', visitor_id: 'visitor-0001' });
  });

  it('only logs failures and returns null', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await registerEventView('e2', fakeClient(new Error('offline')).client, 'visitor-0002')).toBeNull();
    expect(
      await registerEventView('e3', fakeClient({ data: null, error: { message: 'denied' } }).client, 'visitor-0003'),
    ).toBeNull();
    expect(log).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });
});
