import { describe, expect, it } from 'vitest';
import { serverTimingHeader } from './serverTiming.ts';

describe('serverTimingHeader (decision 219)', () => {
  it("names the wait for the page's data, the render and the nested areas' waits within it, to a tenth of a millisecond", () => {
    expect(serverTimingHeader({ dataMs: 12.345, renderMs: 7, areasMs: 0.04 })).toBe(
      'data;dur=12.3;desc="Page data", render;dur=7.0;desc="Document", areas;dur=0.0;desc="Nested areas\' code and data"',
    );
  });
});
