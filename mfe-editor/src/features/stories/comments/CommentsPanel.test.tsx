import { useAuth, type AuthState } from '@newsroom/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { argsOf, createFakeSupabase, type FakeRequest, type FakeResult } from '../../../test/fakeSupabase.ts';
import { renderWithRouter } from '../../../test/renderWithRouter.tsx';
import { supabase } from '../../../test/sharedMock.ts';
import { CommentsPanel } from './CommentsPanel.tsx';
import type { StoryCommentRow } from './storyComments.ts';

vi.mock('@newsroom/shared', async (original) => (await import('../../../test/sharedMock.ts')).mockShared(original));
vi.mocked(useAuth).mockImplementation((select) => select({ user: { id: 'me' }, isAdmin: false } as AuthState));

const row = (id: string, fields: Partial<StoryCommentRow> = {}): StoryCommentRow => ({
  id,
  story_id: 'story-1',
  parent_id: null,
  author_id: 'me',
  body: `Comment ${id}`,
  created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  edited_at: null,
  resolved_at: null,
  ...fields,
});

const rows = {
  list: [] as StoryCommentRow[],
  refuse: null as string | null,
};

function database(request: FakeRequest): FakeResult {
  // Named by story_comment_author_names, which contributors may ask too (decision 183).
  if (request.table === 'rpc:story_comment_author_names') {
    return {
      data: [
        { user_id: 'me', name: 'Desk Editor' },
        { user_id: 'bob', name: 'Bob Reporter' },
      ],
    };
  }
  if (request.table !== 'story_comments') return { data: [] };
  if (argsOf(request, 'select') && !argsOf(request, 'insert')) return { data: rows.list };
  return rows.refuse ? { error: { message: rows.refuse, code: '22023' } } : { data: null };
}

const writes = () =>
  (supabase.current?.requests ?? []).filter(
    (request) =>
      request.table === 'story_comments' &&
      (argsOf(request, 'insert') ?? argsOf(request, 'update') ?? argsOf(request, 'delete')),
  );

beforeEach(() => {
  rows.list = [];
  rows.refuse = null;
  supabase.current = createFakeSupabase();
  supabase.current.respondWith(database);
});

describe('CommentsPanel', () => {
  it('lists threads with names and relative times; HTML in a body is shown as text', async () => {
    rows.list = [
      row('a', { author_id: 'bob', body: '<img src=x onerror="alert(1)"><b>bold</b>' }),
      row('r', { parent_id: 'a', body: 'Fixed.' }),
    ];
    renderWithRouter(<CommentsPanel storyId="story-1" />);
    const thread = await screen.findByRole('article', { name: 'Comment by Bob Reporter' });
    expect(thread).toHaveTextContent('<img src=x onerror="alert(1)"><b>bold</b>');
    expect(thread.querySelector('img, b')).toBeNull();
    expect(thread).toHaveTextContent('5 minutes ago');
    // Only one's own comment offers Edit.
    expect(within(thread).queryByRole('button', { name: 'Edit' })).toBeNull();
    const replies = screen.getByRole('list', { name: 'Replies to Bob Reporter' });
    expect(within(replies).getByRole('article', { name: 'Comment by Desk Editor' })).toHaveTextContent('Fixed.');
    expect(within(replies).getByRole('button', { name: 'Edit' })).toBeVisible();
  });

  it('refuses a 100,000-character comment before sending it', async () => {
    const user = userEvent.setup();
    renderWithRouter(<CommentsPanel storyId="story-1" />);
    const box = screen.getByLabelText('New comment');
    await user.click(box);
    await user.paste('x'.repeat(100_000));
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('A comment is at most 5,000 characters; this one has 100,000.')).toBeVisible();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(writes()).toEqual([]);
  });

  it('posts a comment and a reply; shows the database’s refusal in its words', async () => {
    const user = userEvent.setup();
    rows.list = [row('a', { author_id: 'bob' })];
    renderWithRouter(<CommentsPanel storyId="story-1" />);
    await user.type(screen.getByLabelText('New comment'), 'Who is the second source?');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(argsOf(writes()[0], 'insert')).toEqual([
      { story_id: 'story-1', parent_id: null, body: 'Who is the second source?' },
    ]);
    await waitFor(() => expect(screen.getByLabelText('New comment')).toHaveValue(''));

    rows.refuse = 'A reply must answer a comment on the same story';
    await user.click(await screen.findByRole('button', { name: 'Reply' }));
    await user.type(screen.getByLabelText('Your reply'), 'On it{Control>}{Enter}{/Control}');
    expect(await screen.findByText('A reply must answer a comment on the same story')).toBeVisible();
    expect(argsOf(writes()[1], 'insert')).toEqual([{ story_id: 'story-1', parent_id: 'a', body: 'On it' }]);
  });

  it('resolves and reopens a thread; resolved threads come last', async () => {
    const user = userEvent.setup();
    rows.list = [row('a', { resolved_at: new Date().toISOString() }), row('b', { author_id: 'bob' })];
    renderWithRouter(<CommentsPanel storyId="story-1" />);
    const threads = await screen.findByRole('list', { name: 'Comment threads' });
    const [first, second] = within(threads).getAllByRole('listitem');
    expect(first).toHaveTextContent('Comment b');
    expect(second).toHaveTextContent('Resolved');
    await user.click(within(second).getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(argsOf(writes()[0], 'update')).toEqual([{ resolved_at: null }]);
    expect(screen.getByText(/1 open of 2\./)).toBeVisible();
  });

  it('tells a thread’s author when someone else replies to it', async () => {
    rows.list = [row('a')];
    const { queryClient } = renderWithRouter(<CommentsPanel storyId="story-1" />);
    await screen.findByRole('article', { name: 'Comment by Desk Editor' });
    expect(screen.getByRole('status')).toHaveTextContent('');
    rows.list = [row('a'), row('r', { parent_id: 'a', author_id: 'bob', body: 'Source confirmed.' })];
    await queryClient.invalidateQueries();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Bob Reporter replied to your comment.'));
  });
});
