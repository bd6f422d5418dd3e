import type { PortalClient } from '@newsroom/shared';
import { describe, expect, it, vi } from 'vitest';
import { ANONYMOUS_TIPSTER, EMPTY_TIP, submitStoryTip, TIP_MESSAGES, validateTip } from './submitStoryTip.ts';

function clientAnswering(error: { message: string; hint?: string } | null) {
  const insert = vi.fn().mockResolvedValue({ error });
  return { client: { from: vi.fn(() => ({ insert })) } as unknown as PortalClient, insert };
}

const tip = {
  ...EMPTY_TIP,
  title: ' Water ',
  summary: 'Dry taps.',
  author: 'Rudo',
  category: 'Foreign',
};

describe('submitStoryTip', () => {
  it('stores the trimmed tip and resolves to the thanks message', async () => {
    const { client, insert } = clientAnswering(null);
    expect(await submitStoryTip(tip, client)).toEqual({ ok: true, message: TIP_MESSAGES.thanks });
    expect(insert).toHaveBeenCalledWith(expect.objectContaining({ title: 'Water', image_url: null }));
  });

  it('sends where, when and the contact, and never a read time or a featured flag (issue 49)', async () => {
    const { client, insert } = clientAnswering(null);
    await submitStoryTip(
      { ...tip, author: ' ', location: ' Mbare ', happenedWhen: 'Monday', contact: 'Call me' },
      client,
    );
    expect(insert).toHaveBeenCalledWith({
      title: 'Water',
      summary: 'Dry taps.',
      location: 'Mbare',
      happened_when: 'Monday',
      author: ANONYMOUS_TIPSTER,
      contact: 'Call me',
      category: 'Foreign',
      image_url: null,
    });
  });

  it('accepts an https photo address and refuses javascript: and http:', () => {
    expect(validateTip({ ...tip, imageUrl: 'https://images.example/a.jpg' })).toBeNull();
    expect(validateTip({ ...tip, imageUrl: 'javascript:alert(1)' })).toBe(TIP_MESSAGES.photoAddress);
    expect(validateTip({ ...tip, imageUrl: 'http://images.example/a.jpg' })).toBe(TIP_MESSAGES.photoAddress);
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
