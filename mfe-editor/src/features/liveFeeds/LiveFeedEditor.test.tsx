import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/renderWithRouter.tsx';
import type { EditorLiveFeed } from './editorLiveFeed.ts';
import { LiveFeedEditor } from './LiveFeedEditor.tsx';
import { FeedConflictError, type SaveLiveFeedInput } from './useEditorLiveFeeds.ts';

type Options = { onSuccess?: () => void; onError?: (error: Error) => void };
const save = vi.hoisted(() => ({
  mutate: vi.fn<(input: SaveLiveFeedInput, options: Options) => void>(),
  isPending: false,
  isSuccess: false,
}));
vi.mock('./useEditorLiveFeeds.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./useEditorLiveFeeds.ts')>()),
  useSaveLiveFeed: () => save,
}));

const feed: EditorLiveFeed = {
  id: 'f1',
  title: 'Council publishes bus-lane times',
  description: '',
  url: 'https://city.example/bus',
  source: 'Harare City Council',
  category: 'politics',
  isActive: true,
  publishTime: '2026-11-22T08:00:00.000Z',
  createdAt: '2026-11-22T08:00:00.000Z',
  updatedAt: '2026-11-22T08:00:00.123456+00:00',
};

describe('LiveFeedEditor', () => {
  beforeEach(() => save.mutate.mockReset());

  it('a new feed needs title, URL and source; general and active by default', async () => {
    const user = userEvent.setup();
    renderWithRouter(<LiveFeedEditor feed={null} onClose={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Category *' })).toHaveValue('general');
    expect(screen.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    // A site path such as /story/<id> is a valid link, which a browser's type="url" check refuses.
    expect(screen.getByLabelText('URL *')).toHaveAttribute('inputmode', 'url');
    expect(screen.getByLabelText('URL *')).not.toHaveAttribute('type', 'url');
    await user.click(screen.getByRole('button', { name: 'Add live feed' }));
    for (const message of ['Title is required', 'URL is required', 'Source is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(save.mutate).not.toHaveBeenCalled();
  });

  it('refuses a URL that is neither http(s) nor a path on this site with a clear message', async () => {
    const user = userEvent.setup();
    renderWithRouter(<LiveFeedEditor feed={null} onClose={vi.fn()} />);
    await user.type(screen.getByLabelText('Title *'), 'Wire item');
    await user.type(screen.getByLabelText('URL *'), 'javascript:alert(1)');
    await user.type(screen.getByLabelText('Source *'), 'Wire');
    await user.click(screen.getByRole('button', { name: 'Add live feed' }));
    expect(
      await screen.findByText('URL must be an http:// or https:// address, or a path on this site such as /story/…'),
    ).toBeInTheDocument();
    expect(save.mutate).not.toHaveBeenCalled();
  });

  it('saves an edit against the row as opened; a conflict keeps the text and can save over it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithRouter(<LiveFeedEditor feed={feed} onClose={onClose} />);
    await user.clear(screen.getByLabelText('Title *'));
    await user.type(screen.getByLabelText('Title *'), 'Bus-lane times: 23% faster <b>peak</b>');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(save.mutate).toHaveBeenCalledTimes(1));
    const [input, options] = save.mutate.mock.calls[0];
    expect(input).toMatchObject({ id: 'f1', openedUpdatedAt: feed.updatedAt });
    expect(input.values.title).toBe('Bus-lane times: 23% faster <b>peak</b>');

    options.onError?.(new FeedConflictError());
    expect(await screen.findByText(/changed by someone else since you opened it/)).toBeInTheDocument();
    expect(screen.getByLabelText('Title *')).toHaveValue('Bus-lane times: 23% faster <b>peak</b>');
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Keep my version (save replaces theirs)' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(save.mutate).toHaveBeenCalledTimes(2));
    expect(save.mutate.mock.calls[1][0]).toMatchObject({ id: 'f1', openedUpdatedAt: null });
  });
});
