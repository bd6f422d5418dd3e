import { setRuntimeConfig } from '@newsroom/shared';
import { describe, expect, it } from 'vitest';
import { pagedTitle } from './pagedList.ts';

describe('pagedTitle', () => {
  it('names the page number past the first page only', () => {
    setRuntimeConfig({ siteName: 'The Daily' } as Parameters<typeof setRuntimeConfig>[0]);
    expect(pagedTitle('Sport', 1)).toBe('Sport | The Daily');
    expect(pagedTitle('Sport', null)).toBe('Sport | The Daily');
    expect(pagedTitle('Sport', 3)).toBe('Sport (page 3) | The Daily');
  });
});
