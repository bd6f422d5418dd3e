import { describe, expect, it } from 'vitest';
import { claimStoryView, VIEW_DEDUP_WINDOW_MS } from './viewTracking.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe('claimStoryView', () => {
  it('counts the first view and not a repeat within 30 minutes', () => {
    const storage = memoryStorage();
    expect(claimStoryView('s1', storage, 1_000)).toBe(true);
    expect(claimStoryView('s1', storage, 1_000 + VIEW_DEDUP_WINDOW_MS - 1)).toBe(false);
  });

  it('counts again once the window has passed, and each story separately', () => {
    const storage = memoryStorage();
    claimStoryView('s1', storage, 0 + 1);
    expect(claimStoryView('s2', storage, 2)).toBe(true);
    expect(claimStoryView('s1', storage, 1 + VIEW_DEDUP_WINDOW_MS)).toBe(true);
  });

  it('uses a 1,800,000 ms window', () => {
    expect(VIEW_DEDUP_WINDOW_MS).toBe(1_800_000);
  });

  it('counts the view when storage is unavailable or throws', () => {
    expect(claimStoryView('s1', null)).toBe(true);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(claimStoryView('s1', broken)).toBe(true);
  });
});
