import { mapSportsEventRows } from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import { EVENT_TYPE_FILTERS, liveNowEvents, parseTab, tabEvents } from './hubSelection.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const events = mapSportsEventRows([
  { id: 'live', title: 'L', is_live: true, status: 'live', scheduled_start: '2026-11-21T11:00:00Z', is_featured: true },
  { id: 'late', title: 'U2', status: 'scheduled', scheduled_start: '2026-11-25T10:00:00Z' },
  { id: 'soon', title: 'U1', status: 'scheduled', scheduled_start: '2026-11-22T10:00:00Z', is_featured: true },
  { id: 'overdue', title: 'O', status: 'scheduled', scheduled_start: '2026-11-21T10:00:00Z' },
  { id: 'ended', title: 'E', status: 'ended', scheduled_start: '2026-11-20T10:00:00Z' },
  { id: 'cancelled', title: 'C', status: 'cancelled', scheduled_start: '2026-11-23T10:00:00Z' },
]);
const ids = (list: { id: string }[]) => list.map((event) => event.id);

describe('hub selection', () => {
  it('has the filter buttons All, sports, entertainment, education, gaming, business, technology, health', () => {
    expect(EVENT_TYPE_FILTERS).toEqual([
      'all',
      'sports',
      'entertainment',
      'education',
      'gaming',
      'business',
      'technology',
      'health',
    ]);
  });

  it('puts live events in Live Now', () => {
    expect(ids(liveNowEvents(events))).toEqual(['live']);
  });

  it('Upcoming: scheduled with a future start, soonest first', () => {
    expect(ids(tabEvents(events, 'upcoming', NOW))).toEqual(['soon', 'late']);
  });

  it('Featured: every featured event; All Events: everything', () => {
    expect(ids(tabEvents(events, 'featured', NOW))).toEqual(['live', 'soon']);
    expect(ids(tabEvents(events, 'all', NOW))).toEqual(ids(events));
  });

  it('reads the tab from the URL, defaulting to Upcoming', () => {
    expect(parseTab('featured')).toBe('featured');
    expect(parseTab('all')).toBe('all');
    expect(parseTab(null)).toBe('upcoming');
    expect(parseTab('<script>')).toBe('upcoming');
  });
});
