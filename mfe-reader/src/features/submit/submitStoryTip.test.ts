import type { PortalClient } from '@newsroom/shared';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_TIP, submitStoryTip, TIP_MESSAGES } from './submitStoryTip.ts';

function clientAnswering(error: { message: string; hint?: string } | null) {
  const insert = vi.fn().mockResolvedValue({ error });
  return { client: { from: vi.fn(() => ({ insert })) } as unknown as PortalClient, insert };
}

const tip = {
  ...EMPTY_TIP,
  title: ' Water ',
  summary: 'Dry taps.',
  author: 'Rudo',
  readTime: '3 min read',
  category: 'Foreign',
};

describe('submitStoryTip', () => {
  it('stores the trimmed tip and resolves to the thanks message', async () => {
    const { client, insert } = clientAnswering(null);
    expect(await submitStoryTip(tip, client)).toEqual({ ok: true, message: TIP_MESSAGES.thanks });
    expect(insert).toHaveBeenCalledWith(expect.objectContaining({ title: 'Water', image_url: null }));
  });

  it('resolves to the failure message when the insert is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client } = clientAnswering({ message: 'denied' });
    expect(await submitStoryTip(tip, client)).toEqual({ ok: false, message: TIP_MESSAGES.failed });
  });

  it('says to wait, in the database’s words, when the tip is over a request limit', async () => {
    const message = 'Too many story tips from your connection. Please try again later.';
    const { client } = clientAnswering({ message, hint: 'rate_limited' });
    expect(await submitStoryTip(tip, client)).toEqual({ ok: false, message });
  });
});
