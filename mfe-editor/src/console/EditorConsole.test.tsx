import { useAuth, useEditorRights, type AuthState, type EditorRights } from '@newsroom/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { argsOf, createFakeSupabase, type FakeRequest, type FakeResult } from '../test/fakeSupabase.ts';
import { renderWithRouter } from '../test/renderWithRouter.tsx';
import { supabase } from '../test/sharedMock.ts';
import { EditorConsole } from './EditorConsole.tsx';

const state = {
  rights: {
    status: 'known',
    canEdit: true,
    isAdmin: false,
    roles: ['editor'],
    error: null as Error | null,
    retry: () => {},
  },
};

vi.mock('@newsroom/shared', async (original) => (await import('../test/sharedMock.ts')).mockShared(original));
vi.mocked(useEditorRights).mockImplementation(() => state.rights as EditorRights);
vi.mocked(useAuth).mockImplementation((select) =>
  select({ user: { id: 'user-1', email: 'reader@example.com' } } as AuthState),
);

const story = (id: string, title: string) => ({
  id,
  title,
  author: 'Ann Reporter',
  category: 'Feature',
  status: 'published',
  published_at: '2020-01-01T00:00:00Z',
  created_at: '2020-01-01T00:00:00Z',
  is_featured: false,
  view_count: 7,
});

/** Head counts by status, one page of stories, no essays; the views total from its function. */
function database(request: FakeRequest): FakeResult {
  if (request.table === 'rpc:story_view_total') return { data: 21 };
  const head = (argsOf(request, 'select')?.[1] as { head?: boolean } | undefined)?.head;
  if (request.table === 'photo_essays') return head ? { count: 0 } : { data: [], count: 0 };
  if (request.table !== 'news_stories') return { data: [] };
  if (!head) return { data: [story('1', 'Live story')], count: 1 };
  if (argsOf(request, 'eq')?.[1] === 'draft') return { count: 4 };
  return { count: argsOf(request, 'gt') ? 2 : 2538 };
}

describe('EditorConsole', () => {
  beforeEach(() => {
    state.rights = { status: 'known', canEdit: true, isAdmin: false, roles: ['editor'], error: null, retry: () => {} };
    supabase.current = createFakeSupabase();
    supabase.current.respondWith(database);
  });

  it('shows every tab in order, the stat cards from count queries, and the Stories tab by default', async () => {
    renderWithRouter(<EditorConsole />);
    const cards = within(await screen.findByRole('list', { name: 'Statistics' }));
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Stories',
      'Planning',
      'Photo Essays',
      'Breaking News',
      'Live Feeds',
      'Live Blogs',
      'People & topics',
      'Fronts',
      'Advertisements',
      'Analytics',
      'Media',
      'Trash',
    ]);
    expect(screen.getByRole('tab', { name: 'Stories' })).toHaveAttribute('aria-selected', 'true');
    expect(cards.getByText('Published stories').nextSibling).toHaveTextContent('2,538');
    expect(cards.getByText('Scheduled').nextSibling).toHaveTextContent('2');
    expect(cards.getByText('Drafts').nextSibling).toHaveTextContent('4');
    expect(cards.getByText('Photo essays').nextSibling).toHaveTextContent('0');
    // The admin's card counts published essays only; this one says what it counts.
    expect(cards.getByText('All, drafts included')).toBeInTheDocument();
    expect(cards.queryByText('Site visitors')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Live story' })).toBeInTheDocument();
  });

  it('opens the tab named in the URL and puts the chosen tab in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<EditorConsole />, '/blog-management?tab=essays');
    expect(await screen.findByRole('tab', { name: 'Photo Essays' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Photo Essays' })).toBeInTheDocument();
    expect(await screen.findByText('No photo essays yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Live Feeds' }));
    expect(router.state.location.search).toBe('?tab=feeds');
  });

  it('says a plain signed-in user has no editing rights, with no form', async () => {
    state.rights = { ...state.rights, canEdit: false, roles: [] };
    renderWithRouter(<EditorConsole />);
    expect(await screen.findByRole('heading', { name: 'You do not have editing rights' })).toBeInTheDocument();
    expect(screen.getByText(/reader@example\.com/)).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New story' })).not.toBeInTheDocument();
  });

  it('gives a contributor the Stories and Planning tabs only (decisions 183, 191)', async () => {
    state.rights = { ...state.rights, canEdit: false, roles: [] };
    supabase.current!.respondWith((request) =>
      request.table === 'user_roles' ? { data: [{ role: 'contributor' }] } : database(request),
    );
    renderWithRouter(<EditorConsole />, '/blog-management?tab=ads');
    expect(await screen.findByRole('tab', { name: 'Stories' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Stories', 'Planning']);
    expect(screen.queryByRole('heading', { name: 'You do not have editing rights' })).not.toBeInTheDocument();
  });

  it('shows a load failure with Retry, which loads the data again', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    supabase.current?.respondWith(() => ({ error: { message: 'connection refused' } }));
    renderWithRouter(<EditorConsole />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading data: Failed to load stories');
    supabase.current?.respondWith(database);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Statistics' })).toBeInTheDocument();
  });

  it('a failed background refresh keeps the cards and the list on screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { queryClient } = renderWithRouter(<EditorConsole />);
    await screen.findByRole('heading', { level: 3, name: 'Live story' });
    supabase.current?.respondWith(() => ({ error: { message: 'refresh failed' } }));
    await queryClient.refetchQueries();
    await waitFor(() =>
      expect(
        queryClient
          .getQueryCache()
          .findAll({ type: 'active' })
          .some((q) => q.state.error),
      ).toBe(true),
    );
    expect(screen.queryByText(/Error loading data/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Live story' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Statistics' })).toBeInTheDocument();
  });

  it('admins also see story views (summed in the database), audience cards and the top-countries panel', async () => {
    state.rights = { ...state.rights, isAdmin: true, roles: ['admin'] };
    renderWithRouter(<EditorConsole />);
    const views = await screen.findByText('Story views');
    await waitFor(() => expect(views.nextSibling).toHaveTextContent('21'));
    expect(screen.getByText('Site visitors')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Top countries/ })).toBeInTheDocument();
    expect(await screen.findByText('7 views', { exact: false })).toBeInTheDocument();
  });
});
