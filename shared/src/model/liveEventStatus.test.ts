import { describe, expect, it } from 'vitest';
import { mapSportsEventRow, type SportsEventRow } from './liveEvent.ts';
import { eventBadge, hasStream, watchAction } from './liveEventStatus.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const event = (row: SportsEventRow) => mapSportsEventRow({ id: 'e', title: 'Event', ...row })!;

describe('eventBadge and watchAction', () => {
  it.each([
    [{ is_live: true, status: 'live' }, 'LIVE', 'Watch Live'],
    // is_live wins over any status
    [{ is_live: true, status: 'ended' }, 'LIVE', 'Watch Live'],
    [{ status: 'ended', scheduled_start: '2026-11-20T10:00:00Z' }, 'Ended', 'Watch Replay'],
    [{ status: 'scheduled', scheduled_start: '2026-11-22T10:00:00Z' }, 'Upcoming', 'Set Reminder'],
    // start in the past but still scheduled: the raw status
    [{ status: 'scheduled', scheduled_start: '2026-11-21T11:00:00Z' }, 'scheduled', 'Watch Replay'],
    [{ status: 'scheduled', scheduled_start: 'not a date' }, 'scheduled', 'Watch Replay'],
    [{ status: 'cancelled', scheduled_start: '2026-11-22T10:00:00Z' }, 'cancelled', 'Watch Replay'],
    [{ status: 'live', is_live: false }, 'live', 'Watch Replay'],
  ] as const)('%j → %s / %s', (row, badge, action) => {
    expect(eventBadge(event(row), NOW)).toBe(badge);
    expect(watchAction(event(row), NOW)).toBe(action);
  });

  it('needs a stream URL to watch', () => {
    expect(hasStream(event({ stream_url: 'https://www.youtube.com/watch?v=abc' }))).toBe(true);
    expect(hasStream(event({ stream_url: '  ' }))).toBe(false);
    expect(hasStream(event({ stream_url: null }))).toBe(false);
    expect(hasStream(event({ stream_url: 'javascript:alert(1)' }))).toBe(false);
  });
});
