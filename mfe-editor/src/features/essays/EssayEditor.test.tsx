import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EditConflictError } from '../../lib/saveErrors.ts';
import { renderWithRouter } from '../../test/renderWithRouter.tsx';
import { storyTextEditor } from '../../test/storyText.ts';
import { EssayEditor } from './EssayEditor.tsx';
import type { SaveEssayInput } from './useEditorEssays.ts';

type MutateOptions = { onSuccess?: () => void; onError?: (error: Error) => void };
const save = vi.hoisted(() => ({
  mutate: vi.fn<(input: SaveEssayInput, options: MutateOptions) => void>(),
  isPending: false,
  isSuccess: false,
}));
vi.mock('./useEditorEssays.ts', () => ({ useSaveEssay: () => save }));

const essay = {
  id: 'essay-1',
  title: 'Dawn',
  caption: 'Mist.',
  photographer: 'T. M.',
  imageUrl: 'https://example.com/dawn.jpg',
  imageAlt: 'Mist at dawn',
  type: 'day' as const,
  publishTime: '2026-11-20T08:00:00.000Z',
  status: 'published',
  publishedAt: '2026-11-20T08:00:00.000Z',
  version: 3,
};

describe('EssayEditor', () => {
  beforeEach(() => {
    save.mutate.mockReset();
    window.localStorage.clear();
  });

  it('requires every field to publish, and only a title for a draft', async () => {
    const user = userEvent.setup();
    renderWithRouter(<EssayEditor essay={null} current={null} onClose={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    for (const message of [
      'Title is required',
      'Caption is required',
      'Photographer is required',
      'Photo is required',
      'Alt text is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(save.mutate).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Title *'), 'An idea');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(save.mutate).toHaveBeenCalled());
    expect(save.mutate.mock.calls[0][0]).toMatchObject({ status: 'draft', id: null });
  });

  it('a refused save keeps the text and says why', async () => {
    const user = userEvent.setup();
    renderWithRouter(<EssayEditor essay={essay} current={essay} onClose={vi.fn()} />);
    const caption = storyTextEditor('Caption *');
    act(() => {
      caption.commands.setContent('<p>A <strong>better</strong> caption</p>', { emitUpdate: true });
    });
    save.mutate.mockImplementation((_input, options) => options.onError?.(new EditConflictError('photo essay')));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('changed by someone else since you opened it');
    expect(storyTextEditor('Caption *').getText()).toBe('A better caption');
    expect(save.mutate.mock.calls[0][0]).toMatchObject({ baseVersion: 3, status: 'published', publishNow: false });
    expect(save.mutate.mock.calls[0][0].values).toMatchObject({
      caption: 'A better caption',
      captionDocument: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'A ' },
              { type: 'text', text: 'better', marks: [{ type: 'bold' }] },
              { type: 'text', text: ' caption' },
            ],
          },
        ],
      },
    });
  });
});
