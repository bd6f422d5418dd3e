// @vitest-environment happy-dom
import { fromPlainText } from '@newsroom/shared/document';
import { act, renderHook, waitFor } from '@testing-library/react';
import { yXmlFragmentToProsemirrorJSON } from '@tiptap/y-tiptap';
import { describe, expect, it, vi } from 'vitest';
import { UNAVAILABLE_MESSAGE, useStoryWorkingCopy } from './useStoryWorkingCopy.ts';
import { bodyOf } from './workingCopyLayout.ts';

/** A Realtime channel and REST client that answer at once: joined (or refused), nothing stored yet. */
const realtime = vi.hoisted(() => {
  const state = { refuse: false, tracked: [] as unknown[], removed: 0 };
  const channel = {
    on: () => channel,
    subscribe: (callback: (status: string, error?: Error) => void) => {
      callback(state.refuse ? 'CHANNEL_ERROR' : 'SUBSCRIBED', state.refuse ? new Error('Unauthorized') : undefined);
      return channel;
    },
    track: async (meta: unknown) => {
      state.tracked.push(meta);
      return 'ok';
    },
    send: async () => 'ok',
    presenceState: () => ({}),
  };
  const client = {
    channel: () => channel,
    removeChannel: async () => {
      state.removed += 1;
      return 'ok';
    },
    rpc: async (name: string) => ({ data: name === 'append_story_working_update' ? 1 : [], error: null }),
  };
  return { state, client };
});
vi.mock('@newsroom/shared', async (original) => ({
  ...(await original<typeof import('@newsroom/shared')>()),
  getSupabase: () => realtime.client,
}));

const story = {
  id: '6f1c2a44-0000-4000-8000-000000000001',
  version: 2,
  title: 'Council passes the budget',
  body: fromPlainText('The vote was close.'),
};
const USER = '11111111-1111-4111-8111-111111111111';

describe('useStoryWorkingCopy', () => {
  it('joins the story with presence, seeds the empty copy, and lets go once the user signs out', async () => {
    const { result, rerender } = renderHook(({ userId }) => useStoryWorkingCopy(story, userId), {
      initialProps: { userId: USER as string | null },
    });
    expect(result.current.binding.phase).toBe('opening');
    await waitFor(() => expect(result.current.binding.phase).toBe('shared'));
    const binding = result.current.binding;
    if (binding.phase !== 'shared') throw new Error('not shared');
    expect(yXmlFragmentToProsemirrorJSON(bodyOf(binding.copy.doc))).toEqual(story.body);
    expect(realtime.state.tracked).toContainEqual({ c: binding.copy.doc.clientID, cursor: null, f: null });

    await act(async () => rerender({ userId: null }));
    expect(result.current.binding.phase).toBe('off');
    expect(result.current.presence).toEqual({});
    expect(realtime.state.removed).toBe(1);
  });

  it('says co-editing is unavailable when the join is refused', async () => {
    realtime.state.refuse = true;
    const { result } = renderHook(() => useStoryWorkingCopy(story, USER));
    await waitFor(() => expect(result.current.binding).toEqual({ phase: 'unavailable', reason: UNAVAILABLE_MESSAGE }));
  });

  it('stays off for a new story', () => {
    const { result } = renderHook(() => useStoryWorkingCopy(null, USER));
    expect(result.current.binding.phase).toBe('off');
  });
});
