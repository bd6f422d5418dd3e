import { describe, expect, it } from 'vitest';
import { mapSportsEventRow, mapSportsEventRows, selectPanelEvents } from './liveEvent.ts';

const NOW = new Date('2026-11-21T12:00:00Z');

describe('mapSportsEventRow', () => {
  it('defaults event type to sports, stream type youtube, status scheduled', () => {
    expect(mapSportsEventRow({ id: 1, title: 'Final' })).toMatchObject({
      id: '1',
      eventType: 'sports',
      streamType: 'youtube',
      status: 'scheduled',
      isLive: false,
      viewCount: 0,
    });
  });
});

describe('selectPanelEvents', () => {
  it('takes up to 3 live and 3 upcoming (scheduled, future, soonest first)', () => {
    const rows = [
      ...[1, 2, 3, 4].map((i) => ({ id: `l${i}`, title: 'L', is_live: true, status: 'live' })),
      { id: 'past', title: 'P', status: 'scheduled', scheduled_start: '2026-11-21T11:00:00Z' },
      { id: 'ended', title: 'E', status: 'ended', scheduled_start: '2026-11-22T11:00:00Z' },
      ...[5, 3, 4, 1].map((d) => ({
        id: `u${d}`,
        title: 'U',
        status: 'scheduled',
        scheduled_start: `2026-11-2${d}T10:00:00Z`,
      })),
    ];
    const { live, upcoming } = selectPanelEvents(mapSportsEventRows(rows), NOW);
    expect(live.map((e) => e.id)).toEqual(['l1', 'l2', 'l3']);
    expect(upcoming.map((e) => e.id)).toEqual(['u3', 'u4', 'u5']);
  });
});
