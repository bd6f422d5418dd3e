import { toast } from '@newsroom/shared';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoryComment } from './storyComments.ts';
import { useReplyNotices } from './useReplyNotices.ts';

const comment = (id: string, fields: Partial<StoryComment> = {}): StoryComment => ({
  id,
  storyId: 's1',
  parentId: null,
  authorId: 'me',
  body: `Comment ${id}`,
  createdAt: '2026-12-03T10:00:00Z',
  editedAt: null,
  resolvedAt: null,
  ...fields,
});

afterEach(() => vi.restoreAllMocks());

describe('useReplyNotices', () => {
  const mine = comment('a');
  const reply = comment('r', { parentId: 'a', authorId: 'newcomer' });
  const before = { me: 'me', comments: [mine], names: { me: 'Ann' } as Record<string, string> };

  it('names a first-time commenter once their name arrives, in the line and the one toast', () => {
    const info = vi.spyOn(toast, 'info').mockImplementation(() => '');
    const { result, rerender } = renderHook((props) => useReplyNotices(props.me, props.comments, props.names), {
      initialProps: before,
    });
    // The reply comes first; its author's name is still being asked for.
    rerender({ ...before, comments: [mine, reply] });
    expect(info).not.toHaveBeenCalled();
    rerender({ ...before, comments: [mine, reply], names: { me: 'Ann', newcomer: 'Site Admin' } });
    expect(result.current).toBe('Site Admin replied to your comment.');
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith('Site Admin replied to your comment.');
  });

  it('tells at once when the replier is already named, and says "A colleague" when the answer has no name', () => {
    const info = vi.spyOn(toast, 'info').mockImplementation(() => '');
    const known = { ...before, names: { me: 'Ann', newcomer: 'Bo' } };
    const { result, rerender } = renderHook((props) => useReplyNotices(props.me, props.comments, props.names), {
      initialProps: known,
    });
    rerender({ ...known, comments: [mine, reply] });
    expect(result.current).toBe('Bo replied to your comment.');
    expect(info).toHaveBeenCalledTimes(1);

    const unnamed = renderHook((props) => useReplyNotices(props.me, props.comments, props.names), {
      initialProps: before,
    });
    unnamed.rerender({ ...before, comments: [mine, reply] });
    unnamed.rerender({ ...before, comments: [mine, reply], names: { me: 'Ann' } });
    expect(unnamed.result.current).toBe('A colleague replied to your comment.');
    expect(info).toHaveBeenCalledTimes(2);
  });
});
