import { describe, expect, it } from 'vitest';
import { pageLayout } from './pageLayout.ts';

describe('pageLayout', () => {
  it('is the work layout when a matched route asks for it', () => {
    expect(pageLayout([{ handle: undefined }, { handle: { layout: 'work' } }])).toBe('work');
  });

  it('is the public layout for routes that ask for it, say nothing, or carry another handle', () => {
    expect(pageLayout([{ handle: undefined }, { handle: { layout: 'public' } }])).toBe('public');
    expect(pageLayout([{ handle: undefined }, { handle: null }, { handle: { title: 'x' } }])).toBe('public');
  });
});
