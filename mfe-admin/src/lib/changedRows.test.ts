import { describe, expect, it } from 'vitest';
import { changedRows } from './changedRows.ts';

describe('changedRows', () => {
  it('passes when the write changed a row', async () => {
    await expect(changedRows(Promise.resolve({ data: [{ id: '1' }], error: null }), 'event')).resolves.toBeUndefined();
  });

  it('throws the database error as it came', async () => {
    const error = { code: '23514', message: 'new row violates check constraint' };
    await expect(changedRows(Promise.resolve({ data: null, error }), 'event')).rejects.toBe(error);
  });

  it('turns "no row changed" (RLS hid it) into a refusal', async () => {
    await expect(changedRows(Promise.resolve({ data: [], error: null }), 'live event')).rejects.toMatchObject({
      message: 'No live event was changed',
      code: '42501',
    });
  });
});
