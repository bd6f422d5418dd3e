// @vitest-environment happy-dom
import { fromPlainText } from '@newsroom/shared/document';
import { act, renderHook, waitFor } from '@testing-library/react';
import { yXmlFragmentToProsemirrorJSON } from '@tiptap/y-tiptap';
import { describe, expect, it, vi } from 'vitest';
import { MAX_EDITORS, editorLimitMessage } from './editorLimit.ts';
import { UNAVAILABLE_MESSAGE, useStoryWorkingCopy } from './useStoryWorkingCopy.ts';
import { bodyOf } from './workingCopyLayout.ts';

/** A Realtime channel and REST client that answer at once: joined (or refused), nothing stored yet. */
const realtime = vi.hoisted(() => {
  const state = {
    refuse: false,
    tracked: [] as unknown[],
    removed: 0,
    /** Who else is on the channel when this console tracks itself (presence key → metas). */
    others: {} as Record<string, Record<string, unknown>[]>,
    presenceSync: null as null | (() => void),
    /** This console's tracked meta, under the signed-in user's id (USER). */
    me: null as Record<string, unknown> | null,
  };
  const channel = {
    on: (type: string, _filter: unknown, callback: () => void) => {
      if (type === 'presence') state.presenceSync = callback;
      return channel;
    },
    subscribe: (callback: (status: string, error?: Error) => void) => {
      callback(state.refuse ? 'CHANNEL_ERROR' : 'SUBSCRIBED', state.refuse ? new Error('Unauthorized') : undefined);
      return channel;
    },
    track: async (meta: Record<string, unknown>) => {
      state.tracked.push(meta);
      state.me = meta;
      state.presenceSync?.();
      return 'ok';
    },
    send: async () => 'ok',
    presenceState: () => ({ ...state.others, ...(state.me && { '11111111-1111-4111-8111-111111111111': [state.me] }) }),
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
    expect(realtime.state.tracked).toContainEqual({
      c: binding.copy.doc.clientID,
      cursor: null,
      f: null,
      at: expect.any(Number),
    });

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

  it('the editor after the first ten on the story is told so and edits alone (decision 202)', async () => {
    realtime.state.refuse = false;
    // Ten colleagues who joined before this console (at 1…10, long before now).
    realtime.state.others = Object.fromEntries(
      Array.from({ length: 10 }, (_, n) => [`22222222-2222-4222-8222-${String(n).padStart(12, '0')}`, [{ at: n + 1 }]]),
    );
    const { result } = renderHook(() => useStoryWorkingCopy(story, USER));
    await waitFor(() =>
      expect(result.current.binding).toEqual({ phase: 'unavailable', reason: editorLimitMessage(MAX_EDITORS) }),
    );
    expect(editorLimitMessage(MAX_EDITORS)).toMatch(/^This story already has 10 editors/);

    // With nine, this console is the tenth and shares the story.
    delete realtime.state.others['22222222-2222-4222-8222-000000000009'];
    const tenth = renderHook(() => useStoryWorkingCopy(story, USER));
    await waitFor(() => expect(tenth.result.current.binding.phase).toBe('shared'));
    realtime.state.others = {};
  });

  it('stays off for a new story', () => {
    const { result } = renderHook(() => useStoryWorkingCopy(null, USER));
    expect(result.current.binding.phase).toBe('off');
  });
});
