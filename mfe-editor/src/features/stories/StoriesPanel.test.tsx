import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { argsOf, createFakeSupabase, type FakeRequest, type FakeResult } from '../../test/fakeSupabase.ts';
import { renderWithRouter } from '../../test/renderWithRouter.tsx';
import { supabase } from '../../test/sharedMock.ts';
import { useEditorRights } from '@newsroom/shared';
import { StoriesPanel } from './StoriesPanel.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../../test/sharedMock.ts')).mockShared(original));

const TOTAL = 2544;
const OLD_ID = '0b6a4f0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

const listRow = (n: number) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title: `Story number ${n}`,
  author: 'Ann Reporter',
  category: 'Feature',
  status: 'draft',
  published_at: null,
  created_at: '2026-11-20T08:00:00Z',
  is_featured: false,
  view_count: 0,
});

const isList = (request: FakeRequest) => request.table === 'news_stories' && argsOf(request, 'range') !== undefined;
const listRequests = () => (supabase.current?.requests ?? []).filter(isList);

/** A database of TOTAL stories (fewer when searched), 25 a page; one old story readable by id. */
function database(request: FakeRequest): FakeResult {
  if (request.table === 'story_tips' || request.table === 'story_revisions') return { data: [] };
  if (request.table === 'news_stories' && argsOf(request, 'maybeSingle')) {
    if (argsOf(request, 'eq')?.[1] !== OLD_ID) return { data: null };
    return {
      data: {
        ...listRow(1),
        id: OLD_ID,
        title: 'Floods of 2019: the inquiry reports',
        summary: 'The whole body of an old story.',
        body: {
          type: 'doc',
          content: [
            { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'The inquiry' }] },
            { type: 'paragraph', content: [{ type: 'text', text: 'The whole body of an old story.' }] },
          ],
        },
        read_time: '4 min read',
        status: 'published',
        published_at: '2019-03-01T08:00:00Z',
        version: 3,
      },
    };
  }
  const total = argsOf(request, 'textSearch') ? 3 : TOTAL;
  if (!argsOf(request, 'range')) return { count: total };
  const [from, to] = argsOf(request, 'range') as [number, number];
  if (from > total) return { error: { code: 'PGRST103', message: 'Requested range not satisfiable' } };
  const rows = Array.from({ length: Math.max(0, Math.min(to, total - 1) - from + 1) }, (_, i) => listRow(from + i + 1));
  return { data: rows, count: total };
}

beforeEach(() => {
  supabase.current = createFakeSupabase();
  supabase.current.respondWith(database);
  window.localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

const titles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('StoriesPanel', () => {
  it("offers the readers' tips and error reports to editors, not to contributors (their tables' policies)", async () => {
    const rights = (canEdit: boolean) => ({
      status: 'known' as const,
      canEdit,
      isAdmin: false,
      roles: [],
      error: null,
      retry: () => undefined,
    });
    vi.mocked(useEditorRights).mockReturnValue(rights(true));
    const editor = renderWithRouter(<StoriesPanel isAdmin={false} />, '/blog-management?tab=stories');
    expect(await screen.findByRole('button', { name: /^Story tips/ })).toBeVisible();
    expect(screen.getByRole('button', { name: /^Error reports/ })).toBeVisible();
    editor.unmount();
    vi.mocked(useEditorRights).mockReturnValue(rights(false));
    renderWithRouter(<StoriesPanel isAdmin={false} />, '/blog-management?tab=stories');
    await screen.findAllByRole('heading', { level: 3 });
    expect(screen.queryByRole('button', { name: /^Story tips/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Error reports/ })).toBeNull();
  });

  it('shows one page of 25 with the count from the database, and pages through', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<StoriesPanel isAdmin={false} />, '/blog-management?tab=stories');
    expect(await screen.findByText('Showing 1–25 of 2,544 stories')).toBeInTheDocument();
    expect(titles()).toHaveLength(25);
    const pages = screen.getByRole('navigation', { name: 'Story pages' });
    expect(within(pages).getByText('Page 1 of 102')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 26–50 of 2,544 stories')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 102')).toBeInTheDocument();
    expect(titles()[0]).toBe('Story number 26');
    expect(router.state.location.search).toBe('?tab=stories&page=2');
    expect(argsOf(listRequests().at(-1)!, 'range')).toEqual([25, 49]);
  });

  it('searches the database once typing pauses, not at every keystroke, and goes back to page 1', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<StoriesPanel isAdmin={false} />, '/blog-management?tab=stories&page=4');
    expect(await screen.findByText('Showing 76–100 of 2,544 stories')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search stories by title or author' }), 'floods');
    expect(await screen.findByText('Showing 1–3 of 3 stories')).toBeInTheDocument();
    const searched = listRequests().filter((request) => argsOf(request, 'textSearch'));
    expect(searched.map((request) => argsOf(request, 'textSearch')?.[1])).toEqual(['floods']);
    expect(router.state.location.search).toBe('?tab=stories&q=floods');
    expect(screen.queryByRole('navigation', { name: 'Story pages' })).not.toBeInTheDocument();
  });

  it('filters by status, category and author in the database', async () => {
    const user = userEvent.setup();
    renderWithRouter(<StoriesPanel isAdmin={false} />, '/blog-management?tab=stories');
    await screen.findByText('Showing 1–25 of 2,544 stories');
    await user.click(screen.getByRole('button', { name: 'Drafts' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter stories by category' }), 'Sports');
    await user.type(screen.getByRole('textbox', { name: 'Filter stories by author' }), 'ann');
    await waitFor(() => expect(argsOf(listRequests().at(-1)!, 'ilike')).toEqual(['author', '%ann%']));
    const last = listRequests().at(-1)!;
    expect(last.calls).toContainEqual(['eq', 'status', 'draft']);
    expect(last.calls).toContainEqual(['eq', 'category', 'Sports']);
    expect(screen.getByRole('button', { name: 'Drafts' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a search of punctuation only, or of tsquery syntax, says nothing matches', async () => {
    const user = userEvent.setup();
    renderWithRouter(<StoriesPanel isAdmin={false} />, '/blog-management?tab=stories');
    await screen.findByText('Showing 1–25 of 2,544 stories');
    await user.type(screen.getByRole('searchbox', { name: 'Search stories by title or author' }), '& | ! ( ) : *');
    expect(await screen.findByText('No stories match.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 0 stories')).toBeInTheDocument();
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  });

  it('a page past the end (?page=9999) moves to the last page', async () => {
    const { router } = renderWithRouter(<StoriesPanel isAdmin={false} />, '/blog-management?tab=stories&page=9999');
    expect(await screen.findByText('Showing 2,526–2,544 of 2,544 stories')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=stories&page=102');
  });

  it('a failed load shows the load-error view; Retry loads the page again', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    supabase.current?.respondWith((request) =>
      isList(request) ? { error: { message: 'Database connection lost' } } : database(request),
    );
    renderWithRouter(<StoriesPanel isAdmin={false} />, '/blog-management?tab=stories');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading data: Failed to load stories');
    supabase.current?.respondWith(database);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Showing 1–25 of 2,544 stories')).toBeInTheDocument();
  });

  it('opens an old story by its URL, read by id with its whole body (no list needed)', async () => {
    renderWithRouter(<StoriesPanel isAdmin={false} />, `/blog-management?tab=stories&page=7&story=${OLD_ID}`);
    expect(await screen.findByRole('heading', { name: 'Edit story' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title *')).toHaveValue('Floods of 2019: the inquiry reports');
    const text = screen.getByLabelText('Story text *');
    expect(within(text).getByRole('heading', { level: 2 })).toHaveTextContent('The inquiry');
    expect(text).toHaveTextContent('The inquiryThe whole body of an old story.');
    expect(listRequests()).toHaveLength(0);
  });

  it('Back to stories returns to the page of the list the story was opened from', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<StoriesPanel isAdmin={false} />, '/blog-management?tab=stories&page=3');
    await screen.findByText('Showing 51–75 of 2,544 stories');
    await user.click(screen.getByRole('button', { name: 'Edit Story number 51' }));
    expect(router.state.location.search).toMatch(/^\?tab=stories&page=3&story=/);
    await user.click(await screen.findByRole('button', { name: 'Back to stories' }));
    expect(await screen.findByText('Showing 51–75 of 2,544 stories')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=stories&page=3');
  });

  it('a link to a story that is not there, or a mistyped id, says so', async () => {
    renderWithRouter(<StoriesPanel isAdmin={false} />, '/blog-management?tab=stories&story=not-a-story');
    expect(await screen.findByText(/This story does not exist/)).toBeInTheDocument();
  });

  it('a failed read of the story shows the load-error view with Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    supabase.current?.respondWith((request) =>
      argsOf(request, 'maybeSingle') ? { error: { message: 'down' } } : database(request),
    );
    renderWithRouter(<StoriesPanel isAdmin={false} />, `/blog-management?tab=stories&story=${OLD_ID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading data: Failed to load stories');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
