import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { argsOf, createFakeSupabase, type FakeRequest, type FakeResult } from '../../test/fakeSupabase.ts';
import { renderWithRouter } from '../../test/renderWithRouter.tsx';
import { supabase } from '../../test/sharedMock.ts';
import { TrashPanel } from './TrashPanel.tsx';
import { daysLeftText } from './trashItems.ts';
import { TRASH_PAGE_SIZE } from './useTrash.ts';

vi.mock('@newsroom/shared', async (original) => (await import('../../test/sharedMock.ts')).mockShared(original));

const NOW = new Date('2026-12-10T12:00:00Z');
const STORY = {
  kind: 'story',
  id: 'a1000000-0000-4000-8000-000000000002',
  title: 'Budget vote delayed',
  workflow_status: 'published',
  deleted_at: '2026-12-09T09:30:00Z',
  deleted_by_name: 'Tendai Moyo',
  purge_after: '2027-01-08T09:30:00Z',
};
const POST = {
  kind: 'live_post',
  id: 'b1000000-0000-4000-8000-000000000003',
  title: 'Polls close at 7pm',
  workflow_status: null,
  deleted_at: '2026-11-11T18:00:00Z',
  deleted_by_name: null,
  purge_after: '2026-12-11T18:00:00Z',
};

let writes: FakeRequest[] = [];

function database(request: FakeRequest): FakeResult {
  if (request.table === 'rpc:trashed_items') return { data: [STORY, POST] };
  writes.push(request);
  return { data: null };
}

beforeEach(() => {
  // The days left are counted from the clock: fixed, so the figures never depend on the machine's speed.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  writes = [];
  supabase.current = createFakeSupabase();
  supabase.current.respondWith(database);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('TrashPanel', () => {
  it('lists what was deleted, by whom, when, and the days it has left', async () => {
    renderWithRouter(<TrashPanel isAdmin={false} />, '/blog-management?tab=trash');
    const rows = await screen.findByRole('list', { name: 'Trashed items' });
    const story = within(rows).getByRole('heading', { name: 'Budget vote delayed' }).closest('li')!;
    expect(story).toHaveTextContent('Story · Deleted by Tendai Moyo on');
    expect(story).toHaveTextContent('29 days left');
    const post = within(rows).getByRole('heading', { name: 'Polls close at 7pm' }).closest('li')!;
    expect(post).toHaveTextContent('Live post · Deleted by someone no longer on the staff');
    expect(post).toHaveTextContent('2 days left');
  });

  it('lists the newest page and says how many the trash holds when there are more', async () => {
    supabase.current!.respondWith((request) =>
      request.table === 'rpc:trashed_items' ? { data: [STORY, POST], count: 1234 } : database(request),
    );
    renderWithRouter(<TrashPanel isAdmin={false} />, '/blog-management?tab=trash');
    expect(await screen.findByText('Showing the newest 2 of 1,234 deleted items.')).toHaveAttribute('role', 'status');
    const asked = supabase.current!.requests.find((request) => request.table === 'rpc:trashed_items')!;
    expect(argsOf(asked, 'limit')).toEqual([TRASH_PAGE_SIZE]);
  });

  it('says nothing of a total when every item is listed', async () => {
    renderWithRouter(<TrashPanel isAdmin={false} />, '/blog-management?tab=trash');
    await screen.findByRole('list', { name: 'Trashed items' });
    expect(screen.queryByText(/Showing the newest/)).not.toBeInTheDocument();
  });

  it('restores an item by its kind and id; editors get no Delete forever', async () => {
    const user = userEvent.setup();
    renderWithRouter(<TrashPanel isAdmin={false} />, '/blog-management?tab=trash');
    await screen.findByRole('list', { name: 'Trashed items' });
    expect(screen.queryByRole('button', { name: /Delete forever/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore Budget vote delayed' }));
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0].table).toBe('rpc:restore_trashed');
    expect(argsOf(writes[0], 'rpc')).toEqual([{ kind: 'story', id: STORY.id }]);
  });

  it('deletes for good only for an admin, after confirming', async () => {
    const user = userEvent.setup();
    renderWithRouter(<TrashPanel isAdmin />, '/blog-management?tab=trash');
    await screen.findByRole('list', { name: 'Trashed items' });
    await user.click(screen.getByRole('button', { name: 'Delete forever Polls close at 7pm' }));
    expect(writes).toEqual([]);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this for good?' });
    expect(dialog).toHaveTextContent('“Polls close at 7pm” will be deleted for good. This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete forever' }));
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0].table).toBe('rpc:purge_trashed');
    expect(argsOf(writes[0], 'rpc')).toEqual([{ kind: 'live_post', id: POST.id }]);
  });

  it('says the trash is empty', async () => {
    supabase.current!.respondWith(() => ({ data: [] }));
    renderWithRouter(<TrashPanel isAdmin />, '/blog-management?tab=trash');
    expect(await screen.findByText('The trash is empty.')).toBeInTheDocument();
  });
});

describe('daysLeftText', () => {
  it('counts part days up, one day in the singular, and none once due', () => {
    expect(daysLeftText('2026-12-11T12:00:00Z', NOW)).toBe('1 day left');
    expect(daysLeftText('2026-12-11T12:00:01Z', NOW)).toBe('2 days left');
    expect(daysLeftText('2026-12-10T11:00:00Z', NOW)).toBe('Goes tonight');
  });
});
