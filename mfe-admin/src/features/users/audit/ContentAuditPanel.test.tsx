import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { argsOf, fakeSupabase, type FakeRequest } from '../../../test/fakeSupabase.ts';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { CONTENT_AUDIT_PAGE_SIZE, type ContentAuditRow } from './contentAudit.ts';
import { ContentAuditPanel } from './ContentAuditPanel.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../../../test/sharedMock.ts')).mockShared(original));

const row = (id: number, overrides: Partial<ContentAuditRow> = {}): ContentAuditRow => ({
  id,
  table_name: 'news_stories',
  row_id: `r${id}`,
  action: 'changed',
  title: `Story ${id}`,
  changed_columns: ['title', 'summary'],
  actor_user_id: 'u1',
  actor_email: 'editor@example.com',
  created_at: '2026-11-20T09:00:00Z',
  ...overrides,
});

/** A trail of 30 rows, ids 30 (newest) down to 1, answered as the database would a keyset page. */
const TRAIL = Array.from({ length: 30 }, (_, index) => row(30 - index));
let requests: FakeRequest[] = [];

function respond(request: FakeRequest) {
  requests.push(request);
  const below = argsOf(request, 'lt')?.[1] as number | undefined;
  const limit = argsOf(request, 'limit')?.[0] as number;
  return { data: TRAIL.filter((entry) => below === undefined || entry.id < below).slice(0, limit) };
}

beforeEach(() => {
  fakeSupabase.reset();
  requests = [];
  fakeSupabase.respondWith(respond);
});

describe('ContentAuditPanel', () => {
  it('lists the newest page: when, who, what and which fields, and pages older and newer by id', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContentAuditPanel />);
    const table = await screen.findByRole('table', { name: 'Content changes' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(CONTENT_AUDIT_PAGE_SIZE);
    expect(rows[0]).toHaveTextContent('editor@example.com');
    expect(rows[0]).toHaveTextContent('Story: Story 30');
    expect(rows[0]).toHaveTextContent('title, summary');
    // One bounded request: newest first by id, a page and one more to know an older page exists.
    expect(argsOf(requests[0], 'order')).toEqual(['id', { ascending: false }]);
    expect(argsOf(requests[0], 'limit')).toEqual([CONTENT_AUDIT_PAGE_SIZE + 1]);

    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Story: Story 5')).toBeInTheDocument();
    expect(argsOf(requests.at(-1)!, 'lt')).toEqual(['id', 6]);
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByText('Story: Story 30')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
  });

  it('filters by kind of content, action and who, from the first page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContentAuditPanel />);
    await screen.findByRole('table', { name: 'Content changes' });
    await user.selectOptions(screen.getByLabelText('Content'), 'Photo essay');
    await user.selectOptions(screen.getByLabelText('Action'), 'Deleted');
    await user.type(screen.getByLabelText('Changed by (e-mail)'), ' Editor@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await vi.waitFor(() => expect(requests.length).toBe(2));
    const eqs = requests[1].calls.filter(([name]) => name === 'eq').map((call) => call.slice(1));
    expect(eqs).toEqual([
      ['table_name', 'photo_essays'],
      ['action', 'deleted'],
      ['actor_email', 'editor@example.com'],
    ]);
    expect(argsOf(requests[1], 'lt')).toBeUndefined();
  });

  it('names the system for changes without a signed-in actor, and shows no fields for a deletion', async () => {
    fakeSupabase.respondWith(() => ({
      data: [row(2, { action: 'deleted', actor_email: null, actor_user_id: null, table_name: 'advertisements' })],
    }));
    renderWithProviders(<ContentAuditPanel />);
    const table = await screen.findByRole('table', { name: 'Content changes' });
    const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent).slice(1)).toEqual(['System', 'Deleted', 'Advertisement: Story 2', '']);
    expect(screen.queryByRole('button', { name: 'Older' })).not.toBeInTheDocument();
  });
});
