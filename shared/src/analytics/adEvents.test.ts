// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adCapReached, adViewsToday, noteAdView, recordAdEvent } from './adEvents.ts';
import type { PortalClient } from '../supabase/client.ts';

const MORNING = new Date(2026, 11, 3, 9).getTime();
const EVENING = new Date(2026, 11, 3, 21).getTime();
const NEXT_DAY = new Date(2026, 11, 4, 9).getTime();

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('the frequency cap, counted on the device (decision 187)', () => {
  it("counts an ad's showings for the day and starts again the next day, keeping one day's record", () => {
    noteAdView('ad1', MORNING);
    noteAdView('ad1', EVENING);
    noteAdView('ad2', EVENING);
    expect(adViewsToday('ad1', EVENING)).toBe(2);
    expect(adViewsToday('ad1', NEXT_DAY)).toBe(0);
    noteAdView('ad2', NEXT_DAY);
    expect(JSON.parse(window.localStorage.getItem('newsroom.adsSeen') ?? '{}').ads).toEqual({ ad2: 1 });
  });

  it('reaches the cap at the cap, never without one, and reads junk as nothing seen', () => {
    noteAdView('ad1');
    noteAdView('ad1');
    expect(adCapReached({ id: 'ad1', frequencyCap: 2 })).toBe(true);
    expect(adCapReached({ id: 'ad1', frequencyCap: 3 })).toBe(false);
    expect(adCapReached({ id: 'ad1', frequencyCap: null })).toBe(false);
    for (const junk of ['{not json', 'null', '{"day":"x","ads":3}']) {
      window.localStorage.setItem('newsroom.adsSeen', junk);
      expect(adViewsToday('ad1')).toBe(0);
      expect(() => noteAdView('ad1')).not.toThrow();
    }
  });

  it('a blocked storage leaves the ad uncapped and throws nothing', () => {
    const blocked = vi.spyOn(window.localStorage, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    try {
      expect(() => noteAdView('ad1')).not.toThrow();
      expect(adViewsToday('ad1')).toBe(0);
    } finally {
      blocked.mockRestore();
    }
  });
});

describe('recordAdEvent', () => {
  it('sends the ad, kind, position and the anonymous visitor id, nothing else', async () => {
    const rpc = vi.fn().mockResolvedValue({ error: null });
    recordAdEvent('ad1', 'click', 'sidebar', { rpc } as unknown as PortalClient);
    await Promise.resolve();
    expect(rpc).toHaveBeenCalledWith('record_ad_event', {
      ad_id: 'ad1',
      kind: 'click',
      slot: 'sidebar',
      visitor_id: window.localStorage.getItem('newsroom.visitorId'),
    });
  });
});
