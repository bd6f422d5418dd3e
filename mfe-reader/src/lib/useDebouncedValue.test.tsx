import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './useDebouncedValue.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebouncedValue', () => {
  it('gives the first value at once and a new one only after a pause', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 250), {
      initialProps: { value: 'har' },
    });
    expect(result.current).toBe('har');
    rerender({ value: 'hara' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'harare' });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe('har');
    act(() => vi.advanceTimersByTime(50));
    expect(result.current).toBe('harare');
  });
});
