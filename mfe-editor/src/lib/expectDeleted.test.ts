import { describe, expect, it } from 'vitest';
import { expectDeleted } from './expectDeleted.ts';

describe('expectDeleted', () => {
  it('passes when a row went', async () => {
    await expect(
      expectDeleted(Promise.resolve({ data: [{ id: '1' }], error: null }), 'story'),
    ).resolves.toBeUndefined();
  });

  it("keeps the server's message, with the error as its cause", async () => {
    const error = { message: 'permission denied for table news_stories' };
    await expect(expectDeleted(Promise.resolve({ data: null, error }), 'story')).rejects.toMatchObject({
      message: 'permission denied for table news_stories',
      cause: error,
    });
  });

  it('fails when the policies filtered the delete out (no row, no error)', async () => {
    await expect(expectDeleted(Promise.resolve({ data: [], error: null }), 'photo essay')).rejects.toThrow(
      'The photo essay was not deleted (missing, or no rights)',
    );
  });
});
