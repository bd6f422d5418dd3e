import { describe, expect, it, vi } from 'vitest';
import { RestError } from '../errors.ts';
import { STALE_SCHEMA_RETRIES, isStaleSchemaError, retryOnStaleSchema } from './staleSchemaRetry.ts';

const unknownColumn = () => new RestError(400, 'PGRST204', "Could not find the 'x' column");

describe('retryOnStaleSchema', () => {
  it('returns the first result without reloading', async () => {
    const reload = vi.fn(async () => true);
    await expect(retryOnStaleSchema(async () => 'rows', reload)).resolves.toBe('rows');
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the cache once and retries after an unknown column', async () => {
    const attempt = vi.fn().mockRejectedValueOnce(unknownColumn()).mockResolvedValueOnce('rows');
    const reload = vi.fn(async () => true);
    await expect(retryOnStaleSchema(attempt, reload)).resolves.toBe('rows');
    expect(attempt).toHaveBeenCalledTimes(2);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it(`gives up after ${STALE_SCHEMA_RETRIES} retry when the column is still unknown`, async () => {
    const attempt = vi.fn(async () => {
      throw unknownColumn();
    });
    await expect(retryOnStaleSchema(attempt, async () => true)).rejects.toMatchObject({ code: 'PGRST204' });
    expect(attempt).toHaveBeenCalledTimes(1 + STALE_SCHEMA_RETRIES);
  });

  it('does not retry when the cache declined to reload (throttled)', async () => {
    const attempt = vi.fn(async () => {
      throw new RestError(400, '42703', 'column x does not exist');
    });
    await expect(retryOnStaleSchema(attempt, async () => false)).rejects.toMatchObject({ code: '42703' });
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('rethrows other failures without reloading', async () => {
    const reload = vi.fn(async () => true);
    const failure = new RestError(404, 'PGRST205', 'no table');
    await expect(retryOnStaleSchema(async () => Promise.reject(failure), reload)).rejects.toBe(failure);
    expect(reload).not.toHaveBeenCalled();
  });

  it('only a RestError with a stale-schema code counts', () => {
    expect(isStaleSchemaError(unknownColumn())).toBe(true);
    expect(isStaleSchemaError(Object.assign(new Error('pg'), { code: '42703' }))).toBe(false);
  });
});
