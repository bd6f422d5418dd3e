import { describe, expect, it } from 'vitest';
import { serverTimingHeader } from './serverTiming.ts';

describe('serverTimingHeader (decision 219)', () => {
  it("names the wait for the page's data and the render to HTML, in milliseconds to a tenth", () => {
    expect(serverTimingHeader({ dataMs: 12.345, renderMs: 7 })).toBe(
      'data;dur=12.3;desc="Page data", render;dur=7.0;desc="HTML"',
    );
  });
});
