import { mapLivePostRow } from '@newsroom/shared';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/renderWithRouter.tsx';
import { storyTextEditor } from '../../test/storyText.ts';
import { DeskPost } from './DeskPost.tsx';
import { LIVE_DESK_MESSAGES } from './livePostRules.ts';

const document = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Roads', marks: [{ type: 'bold' }] },
        { type: 'text', text: ' closed' },
      ],
    },
  ],
};
const post = mapLivePostRow({
  id: 'p1',
  story_id: 's1',
  body: 'Roads closed',
  document,
  published_at: '2026-11-28T12:00:00Z',
  version: 4,
})!;

function show(onSave = vi.fn().mockResolvedValue(undefined)) {
  renderWithRouter(
    <DeskPost post={post} onSave={onSave} onToggleKeyEvent={vi.fn()} onTogglePin={vi.fn()} onDelete={vi.fn()} />,
  );
  return onSave;
}

describe('DeskPost', () => {
  it('shows the post as readers see it and edits its document, sent with the version it started from', async () => {
    const onSave = show();
    expect(screen.getByText('Roads').tagName).toBe('STRONG');
    await userEvent.click(screen.getByRole('button', { name: /^Edit/ }));
    const editor = storyTextEditor(/^Edit update/);
    act(() => void editor.chain().focus('end').insertContent(' again').run());
    await userEvent.click(screen.getByRole('button', { name: /^Save/ }));
    expect(onSave).toHaveBeenCalledWith(post, {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Roads', marks: [{ type: 'bold' }] },
            { type: 'text', text: ' closed again' },
          ],
        },
      ],
    });
  });

  it('keeps the edit open with its text when a newer version refuses it', async () => {
    show(vi.fn().mockRejectedValue(new Error(LIVE_DESK_MESSAGES.conflict)));
    await userEvent.click(screen.getByRole('button', { name: /^Edit/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Save/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LIVE_DESK_MESSAGES.conflict);
    expect(storyTextEditor(/^Edit update/).getText()).toBe('Roads closed');
  });
});
