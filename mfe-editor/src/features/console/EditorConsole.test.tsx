import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/renderWithRouter.tsx';
import { EditorConsole } from './EditorConsole.tsx';

const state = vi.hoisted(() => ({
  rights: {
    status: 'known',
    canEdit: true,
    isAdmin: false,
    roles: ['editor'],
    error: null as Error | null,
    retry: () => {},
  },
  stories: { data: [] as unknown[] | undefined, error: null as Error | null, refetch: () => Promise.resolve() },
  essays: { data: [] as unknown[] | undefined, error: null as Error | null, refetch: () => Promise.resolve() },
}));

vi.mock('@newsroom/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@newsroom/shared')>()),
  useEditorRights: () => state.rights,
  useAuth: (select: (s: { user: { email: string } }) => unknown) => select({ user: { email: 'reader@example.com' } }),
  useRealtimeInvalidation: () => undefined,
}));
vi.mock('../stories/useEditorStories.ts', () => ({ useEditorStories: () => state.stories }));
vi.mock('../essays/useEditorEssays.ts', () => ({
  useEditorEssays: () => state.essays,
  useDeleteEssay: () => ({ mutate: vi.fn(), isPending: false }),
  useSaveEssay: () => ({ mutate: vi.fn(), isPending: false }),
}));
vi.mock('../stories/useDeleteStory.ts', () => ({ useDeleteStory: () => ({ mutate: vi.fn(), isPending: false }) }));

const story = (id: string, title: string, status: string, publishedAt: string | null) => ({
  id,
  title,
  summary: 'Text',
  author: 'Ann Reporter',
  category: 'Feature',
  readTime: '3 min read',
  publishTime: publishedAt ?? '2026-11-20T08:00:00Z',
  imageUrl: '',
  imageAlt: '',
  imageCaption: '',
  imageAuthor: '',
  isFeatured: false,
  viewCount: 7,
  status,
  publishedAt,
  createdAt: '2026-11-20T08:00:00Z',
  updatedAt: '2026-11-20T08:00:00Z',
  version: 1,
});

describe('EditorConsole', () => {
  beforeEach(() => {
    state.rights = { status: 'known', canEdit: true, isAdmin: false, roles: ['editor'], error: null, retry: () => {} };
    state.stories = {
      data: [
        story('1', 'Live story', 'published', '2020-01-01T00:00:00Z'),
        story('2', 'Tomorrow story', 'published', '2999-01-01T09:00:00Z'),
        story('3', 'Draft story', 'draft', null),
      ],
      error: null,
      refetch: vi.fn(() => Promise.resolve()),
    };
    state.essays = { data: [], error: null, refetch: vi.fn(() => Promise.resolve()) };
  });

  it('shows six tabs, the stat cards, and the Stories tab by default', () => {
    renderWithRouter(<EditorConsole />);
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Stories', 'Photo Essays', 'Breaking News', 'Live Feeds', 'Advertisements', 'Analytics']);
    expect(screen.getByRole('tab', { name: 'Stories' })).toHaveAttribute('aria-selected', 'true');
    const cards = within(screen.getByRole('list', { name: 'Statistics' }));
    expect(cards.getByText('Published stories').nextSibling).toHaveTextContent('1');
    expect(cards.getByText('Scheduled').nextSibling).toHaveTextContent('1');
    expect(cards.getByText('Drafts').nextSibling).toHaveTextContent('1');
    expect(cards.queryByText('Site visitors')).not.toBeInTheDocument();
  });

  it('opens the tab named in the URL and puts the chosen tab in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<EditorConsole />, '/blog-management?tab=essays');
    expect(screen.getByRole('tab', { name: 'Photo Essays' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Photo Essays' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Live Feeds' }));
    expect(router.state.location.search).toBe('?tab=feeds');
  });

  it('filters and searches the story list', async () => {
    const user = userEvent.setup();
    renderWithRouter(<EditorConsole />);
    await user.click(screen.getByRole('button', { name: 'Scheduled' }));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Tomorrow story']);
    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search stories by title or author' }), 'draft');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Draft story']);
  });

  it('says a plain signed-in user has no editing rights, with no form', () => {
    state.rights = { ...state.rights, canEdit: false, roles: [] };
    renderWithRouter(<EditorConsole />);
    expect(screen.getByRole('heading', { name: 'You do not have editing rights' })).toBeInTheDocument();
    expect(screen.getByText(/reader@example\.com/)).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New story' })).not.toBeInTheDocument();
  });

  it('shows a load failure with Retry, which loads the data again', async () => {
    const user = userEvent.setup();
    state.stories = { ...state.stories, data: undefined, error: new Error('connection refused') };
    renderWithRouter(<EditorConsole />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading data: connection refused');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(state.stories.refetch).toHaveBeenCalled();
    expect(state.essays.refetch).toHaveBeenCalled();
  });

  it('a failed background refresh keeps the lists on screen', () => {
    state.stories = { ...state.stories, error: new Error('refresh failed') };
    renderWithRouter(<EditorConsole />);
    expect(screen.queryByText(/Error loading data/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Live story' })).toBeInTheDocument();
  });

  it('admins also see audience cards and the top-countries panel', () => {
    state.rights = { ...state.rights, isAdmin: true, roles: ['admin'] };
    renderWithRouter(<EditorConsole />);
    expect(screen.getByText('Story views').nextSibling).toHaveTextContent('21');
    expect(screen.getByText('Site visitors')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Top countries/ })).toBeInTheDocument();
  });
});
