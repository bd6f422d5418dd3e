import type { PortalClient } from '../supabase/client.ts';
import { describe, expect, it, vi } from 'vitest';
import { registerEventView } from './useRegisterEventView.ts';

function fakeClient(result: { data?: unknown; error: unknown } | Error) {
  const rpc = vi.fn(() => (result instanceof Error ? Promise.reject(result) : Promise.resolve(result)));
  return { client: { rpc } as unknown as PortalClient, rpc };
}

describe('registerEventView', () => {
  it('calls increment_sports_event_views with the event id and returns the new count', async () => {
    const { client, rpc } = fakeClient({ data: 42, error: null });
    expect(await registerEventView('e1', client)).toBe(42);
    expect(rpc).toHaveBeenCalledWith('increment_sports_event_views', { event_id: 'e1' });
  });

  it('only logs failures and returns null', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await registerEventView('e2', fakeClient(new Error('offline')).client)).toBeNull();
    expect(await registerEventView('e3', fakeClient({ data: null, error: { message: 'denied' } }).client)).toBeNull();
    expect(log).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });
});
