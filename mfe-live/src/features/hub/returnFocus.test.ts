// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { openedCard, rememberOpenedCard } from './returnFocus.ts';

afterEach(() => sessionStorage.clear());

describe('returnFocus', () => {
  it('gives the opened card back to the same history entry only', () => {
    rememberOpenedCard('k1', 'e1');
    expect(openedCard('other')).toBeNull();
    expect(openedCard('k1')).toBe('e1');
    expect(openedCard('k1')).toBe('e1');
    rememberOpenedCard('k3', 'e3');
    expect(openedCard('k1')).toBeNull();
  });

  it('survives a reload (session storage) and ignores garbage in it', () => {
    rememberOpenedCard('k2', 'e2');
    expect(JSON.parse(sessionStorage.getItem('live-events:return-focus')!)).toEqual({
      locationKey: 'k2',
      eventId: 'e2',
    });
    sessionStorage.setItem('live-events:return-focus', '{"locationKey":1}');
    expect(openedCard('k2')).toBe('e2');
  });
});
