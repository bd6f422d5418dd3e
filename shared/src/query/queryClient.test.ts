import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../ui/toast.ts';
import { createQueryClient } from './queryClient.ts';

vi.mock('../ui/toast.ts', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const failing = () => Promise.reject(new Error('backend down'));

describe('createQueryClient: one error path', () => {
  afterEach(() => vi.clearAllMocks());

  it('shows a failed query’s meta.errorMessage once, however many observers read it', async () => {
    const client = createQueryClient();
    const options = {
      queryKey: ['stories'],
      queryFn: failing,
      retry: false,
      meta: { errorMessage: 'Failed to load stories' },
    };
    await Promise.all([client.prefetchQuery(options), client.prefetchQuery(options)]);
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('Failed to load stories');
  });

  it('keeps a query without meta silent (the ticker’s)', async () => {
    const client = createQueryClient();
    await client.prefetchQuery({ queryKey: ['breaking'], queryFn: failing, retry: false });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows a mutation’s error or success message from its meta', async () => {
    const client = createQueryClient();
    const meta = {
      errorMessage: 'Failed to save story. Please try again.',
      successMessage: 'Story saved successfully!',
    };
    const cache = client.getMutationCache();
    await cache.build(client, { mutationFn: () => Promise.resolve('ok'), meta }).execute(undefined);
    expect(toast.success).toHaveBeenCalledWith('Story saved successfully!');
    await expect(cache.build(client, { mutationFn: failing, meta }).execute(undefined)).rejects.toThrow('backend down');
    expect(toast.error).toHaveBeenCalledWith('Failed to save story. Please try again.');
  });
});
