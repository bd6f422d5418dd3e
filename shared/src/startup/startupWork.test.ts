import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterStartup, holdStartupWork, isStartupWorkHeld, releaseStartupWork } from './startupWork.ts';

describe('afterStartup', () => {
  afterEach(async () => releaseStartupWork());

  it('runs at once when nothing holds start-up work', () => {
    const work = vi.fn();
    afterStartup(work);
    expect(work).toHaveBeenCalledOnce();
  });

  it('waits for the release while held, each item once, in order', async () => {
    holdStartupWork();
    const order: string[] = [];
    afterStartup(() => order.push('auth'));
    afterStartup(() => order.push('realtime'));
    expect(order).toEqual([]);
    await releaseStartupWork();
    expect(order).toEqual(['auth', 'realtime']);
    expect(isStartupWorkHeld()).toBe(false);
    afterStartup(() => order.push('later'));
    expect(order).toEqual(['auth', 'realtime', 'later']);
  });

  it('drops work cancelled before the release, and keeps going after a failing item', async () => {
    holdStartupWork();
    const cancelled = vi.fn();
    const after = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    afterStartup(cancelled)();
    afterStartup(() => {
      throw new Error('boom');
    });
    afterStartup(after);
    await releaseStartupWork();
    expect(cancelled).not.toHaveBeenCalled();
    expect(after).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalled();
  });
});
