// @vitest-environment happy-dom
import type { Credit } from '@newsroom/shared';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { replacesTypedByline, useBylineGuard } from './useBylineGuard.ts';

const tendai: Credit = { id: 'a1', name: 'Tendai Moyo', slug: 'tendai-moyo' };

function setup(typed: string) {
  const form = { typed, current: [] as Credit[] };
  const apply = vi.fn((chosen: Credit[]) => {
    form.current = chosen;
    if (chosen.length > 0) form.typed = 'Tendai Moyo';
  });
  const restoreByline = vi.fn((text: string) => {
    form.typed = text;
  });
  const hook = renderHook(() => useBylineGuard({ typed: form.typed, current: form.current, apply, restoreByline }));
  return { form, apply, restoreByline, hook };
}

describe('useBylineGuard', () => {
  it('asks before the first author replaces a typed byline, and Keep leaves byline and authors alone', () => {
    const { apply, hook } = setup('Staff reporter');
    act(() => hook.result.current.choose([tendai]));
    expect(apply).not.toHaveBeenCalled();
    expect(hook.result.current.pending).toEqual([tendai]);
    expect(hook.result.current.pendingByline).toBe('Tendai Moyo');
    act(() => hook.result.current.keep());
    expect(hook.result.current.pending).toBeNull();
    expect(apply).not.toHaveBeenCalled();
  });

  it('replaces on confirmation and brings the typed byline back when the last author is removed', () => {
    const { form, apply, restoreByline, hook } = setup('Staff reporter');
    act(() => hook.result.current.choose([tendai]));
    act(() => hook.result.current.confirm());
    expect(apply).toHaveBeenCalledWith([tendai]);
    hook.rerender();
    act(() => hook.result.current.choose([]));
    expect(restoreByline).toHaveBeenCalledWith('Staff reporter');
    expect(form.typed).toBe('Staff reporter');
  });

  it('does not ask when nothing would be lost', () => {
    expect(replacesTypedByline('  ', [], [tendai])).toBe(false);
    expect(replacesTypedByline('Tendai Moyo', [], [tendai])).toBe(false);
    expect(replacesTypedByline('Tendai Moyo', [tendai], [tendai, { ...tendai, id: 'a2', name: 'Rutendo Chari' }])).toBe(
      false,
    );
    expect(replacesTypedByline('Staff reporter', [], [tendai])).toBe(true);
  });
});
