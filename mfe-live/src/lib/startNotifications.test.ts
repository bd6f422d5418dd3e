import { mapSportsEventRow } from '@newsroom/shared';
import { describe, expect, it, vi } from 'vitest';
import {
  cancelStartNotification,
  hasStartNotification,
  scheduleStartNotification,
  type NotificationClock,
} from './startNotifications.ts';

function fakeClock(start: number) {
  let now = start;
  const pending = new Map<number, { run: () => void; at: number }>();
  let next = 1;
  const clock: NotificationClock = {
    now: () => now,
    setTimer: (run, ms) => {
      pending.set(next, { run, at: now + ms });
      return next++ as unknown as ReturnType<typeof setTimeout>;
    },
    clearTimer: (timer) => void pending.delete(timer as unknown as number),
    notify: vi.fn(),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [id, timer] of [...pending]) {
      if (timer.at > now) continue;
      pending.delete(id);
      timer.run();
    }
  };
  return { clock, advance, pending };
}

const NOW = Date.parse('2026-11-21T12:00:00Z');
const event = (startMs: number, id = 'e1') =>
  mapSportsEventRow({ id, title: 'Cup final', scheduled_start: new Date(startMs).toISOString() })!;

describe('start notifications', () => {
  it('notifies once at the start, with the event page to open', () => {
    const { clock, advance } = fakeClock(NOW);
    expect(scheduleStartNotification(event(NOW + 60_000), 'https://news.example/live-events/e1', clock)).toBe(true);
    expect(hasStartNotification('e1')).toBe(true);
    advance(59_000);
    expect(clock.notify).not.toHaveBeenCalled();
    advance(1_000);
    expect(clock.notify).toHaveBeenCalledTimes(1);
    expect(clock.notify).toHaveBeenCalledWith(
      'Cup final is starting',
      expect.objectContaining({ url: 'https://news.example/live-events/e1' }),
    );
    expect(hasStartNotification('e1')).toBe(false);
  });

  it('chains timers for starts beyond setTimeout’s longest delay', () => {
    const { clock, advance, pending } = fakeClock(NOW);
    scheduleStartNotification(event(NOW + 40 * 86_400_000, 'far'), 'u', clock);
    expect([...pending.values()][0].at - NOW).toBe(2 ** 31 - 1);
    advance(2 ** 31 - 1);
    expect(clock.notify).not.toHaveBeenCalled();
    advance(40 * 86_400_000 - (2 ** 31 - 1));
    expect(clock.notify).toHaveBeenCalledTimes(1);
  });

  it('refuses past or invalid starts, and cancels', () => {
    const { clock, advance } = fakeClock(NOW);
    expect(scheduleStartNotification(event(NOW - 1), 'u', clock)).toBe(false);
    expect(scheduleStartNotification(mapSportsEventRow({ id: 'x', title: 'X' })!, 'u', clock)).toBe(false);
    scheduleStartNotification(event(NOW + 1_000, 'c'), 'u', clock);
    cancelStartNotification('c', clock);
    advance(5_000);
    expect(clock.notify).not.toHaveBeenCalled();
  });
});
