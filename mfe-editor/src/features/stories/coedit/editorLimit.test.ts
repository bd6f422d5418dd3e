import { describe, expect, it } from 'vitest';
import { editorLimitMessage, overEditorLimit } from './editorLimit.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Presence of people 1..count, person n first joined at time n. */
const present = (count: number) =>
  Object.fromEntries(Array.from({ length: count }, (_, n) => [id(n + 1), [{ at: n + 1 }]]));

describe('overEditorLimit', () => {
  it('lets the first N people edit together and tells the one after them', () => {
    const state = present(4);
    expect([1, 2, 3].map((n) => overEditorLimit(state, id(n), 3))).toEqual([false, false, false]);
    expect(overEditorLimit(state, id(4), 3)).toBe(true);
    expect(editorLimitMessage(3)).toMatch(/^This story already has 3 editors: you are editing alone/);
  });

  it("goes by each person's first tab, counts a person's tabs once, and breaks ties by id", () => {
    const state = { ...present(3), [id(3)]: [{ at: 9 }, { at: 0.5 }] };
    expect(overEditorLimit(state, id(3), 2)).toBe(false);
    expect(overEditorLimit(state, id(2), 2)).toBe(true);
    expect(overEditorLimit({ [id(2)]: [{ at: 1 }], [id(1)]: [{ at: 1 }] }, id(2), 1)).toBe(true);
  });

  it('within the limit, or not yet listed, nobody is told', () => {
    expect(overEditorLimit(present(10), id(10))).toBe(false);
    expect(overEditorLimit(present(11), id(11))).toBe(true);
    expect(overEditorLimit(present(3), id(99), 3)).toBe(false);
  });
});
