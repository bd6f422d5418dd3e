import { useRealtimeInvalidation } from '@newsroom/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { argsOf, createFakeSupabase, type FakeRequest, type FakeResult } from '../../test/fakeSupabase.ts';
import { renderWithRouter } from '../../test/renderWithRouter.tsx';
import { supabase } from '../../test/sharedMock.ts';
import type { PlanningRow } from './planningBoard.ts';
import { PlanningPanel } from './PlanningPanel.tsx';
import { planningKeys } from './usePlanningBoard.ts';

vi.mock('@newsroom/shared', async (original) => (await import('../../test/sharedMock.ts')).mockShared(original));

const DAY = '2026-11-29';
const URL = `/blog-management?tab=planning&day=${DAY}`;
const REFUSAL =
  'Contributors cannot move a story to Published: hand it in as Ready for edit and an editor publishes it.';
const EDITOR_MOVES = ['pitch', 'assigned', 'in_progress', 'ready_for_edit', 'ready_to_publish', 'published', 'spiked'];

const row = (fields: Partial<PlanningRow>): PlanningRow => ({
  id: 'story',
  title: 'A story',
  workflow_status: 'in_progress',
  published_at: null,
  desk: 'uk',
  desk_name: 'UK',
  desk_position: 1,
  assignee_id: null,
  assignee_name: null,
  deadline: null,
  planned_for: `${DAY}T14:00:00Z`,
  slot: `${DAY}T14:00:00Z`,
  moves: EDITOR_MOVES,
  ...fields,
});

/** The day's board; set_story_status moves a story (or refuses with `refusal`) and the next board shows it. */
function desk(rows: PlanningRow[], refusal: string | null = null, total: number | null = null) {
  const board = rows.map((item) => ({ ...item }));
  return (request: FakeRequest): FakeResult => {
    if (request.table === 'rpc:set_story_status') {
      if (refusal) return { error: { code: '42501', message: refusal } };
      const [{ story, next_status: next }] = argsOf(request, 'rpc') as [{ story: string; next_status: string }];
      const moved = board.find((item) => item.id === story)!;
      moved.workflow_status = next;
      return { data: { id: story, workflow_status: next, status: 'draft', published_at: null, version: 2 } };
    }
    if (request.table === 'rpc:planning_board') return { data: board.map((item) => ({ ...item })), count: total };
    return { data: [] };
  };
}

const BOARD = [
  row({
    id: 'late',
    title: 'Council vote',
    deadline: `${DAY}T09:00:00Z`,
    assignee_id: 'u1',
    assignee_name: 'Tendai Moyo',
  }),
  row({ id: 'pitch', title: 'Budget explainer', workflow_status: 'pitch', deadline: `${DAY}T18:00:00Z` }),
  row({ id: 'match', title: 'Cup final', desk: 'sport', desk_name: 'Sport', desk_position: 5 }),
  row({ id: 'done', title: 'Markets close', workflow_status: 'published', deadline: `${DAY}T08:00:00Z` }),
];

const cardOf = (title: string) => screen.getByRole('link', { name: title }).closest('li')!;
const columnOf = (section: HTMLElement, heading: RegExp) =>
  within(section).getByRole('heading', { name: heading }).parentElement!;
const boardRequests = () => supabase.current!.requests.filter((request) => request.table === 'rpc:planning_board');

beforeEach(() => {
  // The Overdue marks read the clock: noon on the board's day.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${DAY}T12:00:00Z`));
  supabase.current = createFakeSupabase();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('PlanningPanel', () => {
  it('shows the day by desk and status with counts, who, when and the Overdue marks', async () => {
    supabase.current!.respondWith(desk(BOARD));
    renderWithRouter(<PlanningPanel isAdmin={false} />, URL);
    const uk = (await screen.findByRole('heading', { name: 'UK (3)' })).closest('section')!;
    expect(screen.getByText('Sunday 29 November 2026: 4 stories')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Sport (1)' })).toBeVisible();
    expect(within(uk).getByRole('heading', { name: 'In progress (1)' })).toBeVisible();
    expect(within(uk).getByRole('heading', { name: 'Pitch (1)' })).toBeVisible();
    expect(within(uk).getByRole('heading', { name: 'Spiked (0)' })).toBeVisible();
    expect(within(cardOf('Council vote')).getByText('Tendai Moyo')).toBeVisible();
    expect(within(cardOf('Council vote')).getByText('Overdue')).toBeVisible();
    expect(within(cardOf('Budget explainer')).queryByText('Overdue')).toBeNull();
    expect(within(cardOf('Markets close')).queryByText('Overdue')).toBeNull();
    expect(within(cardOf('Budget explainer')).getByText('Unassigned')).toBeVisible();
    expect(argsOf(boardRequests()[0], 'rpc')).toEqual([{ day: DAY, tz: expect.any(String) }]);
  });

  it('says when the day has more stories than the API answers (its 1,000-row cap), and not otherwise', async () => {
    supabase.current!.respondWith(desk(BOARD, null, 1234));
    const view = renderWithRouter(<PlanningPanel isAdmin={false} />, URL);
    expect(
      await screen.findByText('This day has 1,234 stories: the board shows the first 4, by desk, slot and title.'),
    ).toBeVisible();
    view.unmount();
    supabase.current!.respondWith(desk(BOARD, null, 4));
    renderWithRouter(<PlanningPanel isAdmin={false} />, URL);
    await screen.findByRole('heading', { name: 'UK (3)' });
    expect(screen.queryByText(/^This day has/)).toBeNull();
  });

  it('listens to stories and assignments, and shows a change once the board reloads', async () => {
    supabase.current!.respondWith(desk(BOARD));
    const { queryClient } = renderWithRouter(<PlanningPanel isAdmin={false} />, URL);
    await screen.findByRole('heading', { name: 'UK (3)' });
    expect(vi.mocked(useRealtimeInvalidation)).toHaveBeenCalledWith('news_stories', planningKeys.all);
    expect(vi.mocked(useRealtimeInvalidation)).toHaveBeenCalledWith('story_assignments', planningKeys.all);
    supabase.current!.respondWith(desk([...BOARD, row({ id: 'new', title: 'Late goal' })]));
    await queryClient.invalidateQueries({ queryKey: planningKeys.all });
    expect(await screen.findByRole('heading', { name: 'UK (4)' })).toBeVisible();
  });

  it('filters by desk, status and assignee', async () => {
    supabase.current!.respondWith(desk(BOARD));
    const user = userEvent.setup();
    renderWithRouter(<PlanningPanel isAdmin={false} />, URL);
    await screen.findByRole('heading', { name: 'UK (3)' });
    await user.selectOptions(screen.getByLabelText('Desk'), 'Sport');
    expect(screen.queryByRole('heading', { name: /^UK/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Sport (1)' })).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Desk'), 'All desks');
    await user.selectOptions(screen.getByLabelText('Assignee'), 'Tendai Moyo');
    expect(screen.getByRole('heading', { name: 'UK (1)' })).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Assignee'), 'Anyone');
    await user.selectOptions(screen.getByLabelText('Status'), 'Pitch');
    expect(screen.getByRole('heading', { name: 'UK (1)' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: /^In progress/ })).toBeNull();
    expect(screen.getByText('Sunday 29 November 2026: 1 story')).toBeVisible();
  });

  it('moves a card with the keyboard through set_story_status, and the board follows', async () => {
    supabase.current!.respondWith(desk(BOARD));
    const user = userEvent.setup();
    renderWithRouter(<PlanningPanel isAdmin={false} />, URL);
    await screen.findByRole('heading', { name: 'UK (3)' });
    const menu = within(cardOf('Council vote')).getByRole('combobox', { name: 'Move “Council vote” to' });
    menu.focus();
    // A native select's arrows are the browser's (the e2e test presses them); jsdom has none.
    await user.selectOptions(menu, 'Ready for edit');
    expect(menu).toHaveFocus();
    await user.tab();
    expect(within(cardOf('Council vote')).getByRole('button', { name: 'Move “Council vote”' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Moved “Council vote” to Ready for edit.')).toBeVisible();
    const call = supabase.current!.requests.find((request) => request.table === 'rpc:set_story_status')!;
    expect(argsOf(call, 'rpc')).toEqual([{ story: 'late', next_status: 'ready_for_edit', note: undefined }]);
    const uk = screen.getByRole('heading', { name: 'UK (3)' }).closest('section')!;
    await waitFor(() => expect(within(columnOf(uk, /^Ready for edit/)).getByText('Council vote')).toBeVisible());
  });

  it('moves a card dropped on another status', async () => {
    supabase.current!.respondWith(desk(BOARD));
    renderWithRouter(<PlanningPanel isAdmin={false} />, URL);
    const uk = (await screen.findByRole('heading', { name: 'UK (3)' })).closest('section')!;
    fireEvent.dragStart(cardOf('Budget explainer'));
    fireEvent.dragOver(columnOf(uk, /^Assigned/));
    fireEvent.drop(columnOf(uk, /^Assigned/));
    expect(await screen.findByText('Moved “Budget explainer” to Assigned.')).toBeVisible();
    await waitFor(() => expect(within(columnOf(uk, /^Assigned/)).getByText('Budget explainer')).toBeVisible());
  });

  it('shows the database’s reason when a move is refused, and the card stays', async () => {
    supabase.current!.respondWith(desk(BOARD, REFUSAL));
    const user = userEvent.setup();
    renderWithRouter(<PlanningPanel isAdmin={false} />, URL);
    await screen.findByRole('heading', { name: 'UK (3)' });
    const card = cardOf('Council vote');
    await user.selectOptions(within(card).getByRole('combobox'), 'Published');
    await user.click(within(card).getByRole('button', { name: 'Move “Council vote”' }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`“Council vote” was not moved: ${REFUSAL}`);
    const uk = screen.getByRole('heading', { name: 'UK (3)' }).closest('section')!;
    expect(within(columnOf(uk, /^In progress/)).getByText('Council vote')).toBeVisible();
  });

  it('opens on today and changes day with Tomorrow', async () => {
    supabase.current!.respondWith(desk([]));
    const user = userEvent.setup();
    const { router } = renderWithRouter(<PlanningPanel isAdmin={false} />, '/blog-management?tab=planning');
    expect(await screen.findByText('Nothing on the board for this day.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Tomorrow' }));
    expect(router.state.location.search).toBe('?tab=planning&day=2026-11-30');
    await screen.findByText('Monday 30 November 2026: 0 stories');
    expect(argsOf(boardRequests().at(-1)!, 'rpc')).toEqual([{ day: '2026-11-30', tz: expect.any(String) }]);
  });

  it('asks before a dropped card is published, and moves nothing when the editor cancels', async () => {
    supabase.current!.respondWith(desk(BOARD));
    const user = userEvent.setup();
    renderWithRouter(<PlanningPanel isAdmin={false} />, URL);
    const uk = (await screen.findByRole('heading', { name: 'UK (3)' })).closest('section')!;
    const moves = () => supabase.current!.requests.filter((request) => request.table === 'rpc:set_story_status');
    fireEvent.dragStart(cardOf('Council vote'));
    fireEvent.drop(columnOf(uk, /^Published/));
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish “Council vote” now?' });
    expect(moves()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(moves()).toHaveLength(0);
    expect(within(columnOf(uk, /^In progress/)).getByText('Council vote')).toBeVisible();
    fireEvent.dragStart(cardOf('Council vote'));
    fireEvent.drop(columnOf(uk, /^Published/));
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Moved “Council vote” to Published.')).toBeVisible();
    expect(argsOf(moves()[0], 'rpc')).toEqual([{ story: 'late', next_status: 'published', note: undefined }]);
  });

  it('asks before the Move button spikes a card', async () => {
    supabase.current!.respondWith(desk(BOARD));
    const user = userEvent.setup();
    renderWithRouter(<PlanningPanel isAdmin={false} />, URL);
    await screen.findByRole('heading', { name: 'UK (3)' });
    const card = cardOf('Budget explainer');
    await user.selectOptions(within(card).getByRole('combobox'), 'Spiked');
    await user.click(within(card).getByRole('button', { name: 'Move “Budget explainer”' }));
    expect(await screen.findByRole('alertdialog', { name: 'Spike “Budget explainer”?' })).toBeVisible();
    expect(supabase.current!.requests.some((request) => request.table === 'rpc:set_story_status')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Spike' }));
    expect(await screen.findByText('Moved “Budget explainer” to Spiked.')).toBeVisible();
  });

  it('reads the day at the current UTC offset, and says so, when the database does not know the browser’s zone', async () => {
    const board = desk(BOARD);
    supabase.current!.respondWith((request) => {
      const [args] = (argsOf(request, 'rpc') ?? [{}]) as [{ tz?: string }];
      if (request.table === 'rpc:planning_board' && !/^UTC[+-]\d\d:\d\d$/.test(args.tz ?? '')) {
        return { error: { code: '22023', message: 'time zone "Mars/Olympus" not recognized' } };
      }
      return board(request);
    });
    renderWithRouter(<PlanningPanel isAdmin={false} />, URL);
    expect(await screen.findByRole('heading', { name: 'UK (3)' })).toBeVisible();
    expect(
      screen.getByText(/time zone is not known to the server: days are read at your current offset/),
    ).toBeVisible();
    expect(argsOf(boardRequests().at(-1)!, 'rpc')).toEqual([
      { day: DAY, tz: expect.stringMatching(/^UTC[+-]\d\d:\d\d$/) },
    ]);
  });
});
