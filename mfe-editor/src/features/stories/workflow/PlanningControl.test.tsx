import { useAuth, useEditorRights, type AuthState, type EditorRights } from '@newsroom/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { argsOf, createFakeSupabase, type FakeRequest, type FakeResult } from '../../../test/fakeSupabase.ts';
import { renderWithRouter } from '../../../test/renderWithRouter.tsx';
import { supabase } from '../../../test/sharedMock.ts';
import { SOMEONE_ELSE, STAFF_LIST_MISSING } from './AssigneeField.tsx';
import { NOT_YOURS_TO_PLAN } from './PlanningForm.tsx';
import { PlanningControl } from './PlanningControl.tsx';
import { CHANGED_ELSEWHERE } from './useStoryPlanning.ts';
import { instantOfLocalInput } from './planningTimes.ts';

vi.mock('@newsroom/shared', async (original) => (await import('../../../test/sharedMock.ts')).mockShared(original));

const STORY = 'a1000000-0000-4000-8000-000000000190';
const PAST = 'The deadline cannot be in the past.';
const STAFF = [
  { user_id: 'u-ama', name: 'Ama Mensah' },
  { user_id: 'me', name: 'Jo Reporter' },
];

function rights(canEdit: boolean): EditorRights {
  return { status: 'known', canEdit, isAdmin: false, roles: [], error: null, retry: () => undefined };
}

/**
 * The desks, the staff, the story's planning row (created by `creator`, assigned to `assignee`), and
 * an update refused with `refusal`.
 */
function desk(creator: string, refusal: string | null = null, assignee: string | null = null, staff = STAFF) {
  return (request: FakeRequest): FakeResult => {
    if (request.table === 'rpc:assignable_staff') return { data: staff };
    if (request.table === 'desks')
      return {
        data: [
          { slug: 'sport', name: 'Sport', position: 5 },
          { slug: 'uk', name: 'UK', position: 1 },
        ],
      };
    if (argsOf(request, 'update')) {
      return refusal ? { error: { code: '23514', message: refusal } } : { data: [{ story_id: STORY }] };
    }
    return {
      data: {
        created_by: creator,
        assignee_id: assignee,
        desk: 'uk',
        deadline: null,
        planned_for: null,
        pitch_note: 'Ground sold',
      },
    };
  };
}

beforeEach(() => {
  // The form reads the clock only to show the user's zone; the test's times are fixed strings.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-29T10:00:00Z'));
  supabase.current = createFakeSupabase();
  vi.mocked(useAuth).mockImplementation((select) => select({ user: { id: 'me' }, isAdmin: false } as AuthState));
});

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(useEditorRights).mockReset();
});

describe('PlanningControl', () => {
  it('sets the desk, deadline and slot with the keyboard and saves them as instants', async () => {
    vi.mocked(useEditorRights).mockReturnValue(rights(true));
    supabase.current!.respondWith(desk('someone-else'));
    const user = userEvent.setup();
    renderWithRouter(<PlanningControl storyId={STORY} />);
    const deskField = await screen.findByLabelText('Desk');
    await within(deskField).findByRole('option', { name: 'Sport' });
    expect(deskField).toHaveValue('uk');
    expect(
      within(deskField)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No desk', 'UK', 'Sport']);
    await user.selectOptions(deskField, 'Sport');
    await user.type(screen.getByLabelText('Deadline'), '2026-11-30T14:30');
    await user.type(screen.getByLabelText('Planned slot'), '2026-11-30T18:00');
    await user.click(screen.getByRole('button', { name: 'Save planning' }));
    expect(await screen.findByText('Planning saved.')).toBeVisible();
    const update = supabase.current!.requests.find((request) => argsOf(request, 'update'))!;
    expect(update.table).toBe('story_assignments');
    // Only what the form changed, and each only while it still holds what the form loaded.
    expect(argsOf(update, 'update')).toEqual([
      {
        desk: 'sport',
        deadline: instantOfLocalInput('2026-11-30T14:30'),
        planned_for: instantOfLocalInput('2026-11-30T18:00'),
      },
    ]);
    expect(update.calls.filter(([name]) => name === 'eq' || name === 'is')).toEqual([
      ['eq', 'story_id', STORY],
      ['eq', 'desk', 'uk'],
      ['is', 'deadline', null],
      ['is', 'planned_for', null],
    ]);
  });

  it('shows the database’s refusal in words and keeps what was typed', async () => {
    vi.mocked(useEditorRights).mockReturnValue(rights(true));
    supabase.current!.respondWith(desk('someone-else', PAST));
    const user = userEvent.setup();
    renderWithRouter(<PlanningControl storyId={STORY} />);
    const deadline = await screen.findByLabelText('Deadline');
    await user.type(deadline, '2026-11-01T09:00');
    await user.click(screen.getByRole('button', { name: 'Save planning' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PAST);
    expect(deadline).toHaveValue('2026-11-01T09:00');
  });

  it('lets a contributor plan only a story they created', async () => {
    vi.mocked(useEditorRights).mockReturnValue(rights(false));
    supabase.current!.respondWith(desk('someone-else'));
    renderWithRouter(<PlanningControl storyId={STORY} />);
    expect(await screen.findByText(NOT_YOURS_TO_PLAN)).toBeVisible();
    expect(screen.getByLabelText('Desk')).toBeDisabled();
    expect(screen.getByLabelText('Deadline')).toBeDisabled();
    expect(screen.getByLabelText('Pitch note (optional)')).toBeEnabled();
  });

  it('lists the staff under Unassigned and saves the picked assignee with the planning', async () => {
    vi.mocked(useEditorRights).mockReturnValue(rights(true));
    supabase.current!.respondWith(desk('someone-else'));
    const user = userEvent.setup();
    renderWithRouter(<PlanningControl storyId={STORY} />);
    const assignee = await screen.findByRole('combobox', { name: 'Assignee' });
    expect(assignee).toHaveValue('');
    expect(
      within(assignee)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Unassigned', 'Ama Mensah', 'Jo Reporter']);
    await user.selectOptions(assignee, 'Ama Mensah');
    await user.click(screen.getByRole('button', { name: 'Save planning' }));
    expect(await screen.findByText('Planning saved.')).toBeVisible();
    const update = supabase.current!.requests.find((request) => argsOf(request, 'update'))!;
    expect(argsOf(update, 'update')).toEqual([{ assignee_id: 'u-ama' }]);
    expect(argsOf(update, 'is')).toEqual(['assignee_id', null]);
  });

  it('unassigns, and names an assignee who has left the staff list', async () => {
    vi.mocked(useEditorRights).mockReturnValue(rights(true));
    supabase.current!.respondWith(desk('someone-else', null, 'u-gone'));
    const user = userEvent.setup();
    renderWithRouter(<PlanningControl storyId={STORY} />);
    const assignee = await screen.findByRole('combobox', { name: 'Assignee' });
    expect(assignee).toHaveValue('u-gone');
    expect(within(assignee).getByRole('option', { selected: true })).toHaveTextContent('No longer on the staff');
    await user.selectOptions(assignee, 'Unassigned');
    await user.click(screen.getByRole('button', { name: 'Save planning' }));
    await screen.findByText('Planning saved.');
    const update = supabase.current!.requests.find((request) => argsOf(request, 'update'))!;
    expect(argsOf(update, 'update')).toEqual([expect.objectContaining({ assignee_id: null })]);
  });

  it('shows the database’s refusal of an assignment in words', async () => {
    const refusal = 'Only an editor or admin assigns a story.';
    vi.mocked(useEditorRights).mockReturnValue(rights(true));
    supabase.current!.respondWith(desk('someone-else', refusal));
    const user = userEvent.setup();
    renderWithRouter(<PlanningControl storyId={STORY} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Assignee' }), 'Jo Reporter');
    await user.click(screen.getByRole('button', { name: 'Save planning' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  });

  it('shows a contributor the assignee’s name, read-only, and never sends an assignee', async () => {
    vi.mocked(useEditorRights).mockReturnValue(rights(false));
    supabase.current!.respondWith(desk('me', null, 'me', [{ user_id: 'me', name: 'Jo Reporter' }]));
    const user = userEvent.setup();
    renderWithRouter(<PlanningControl storyId={STORY} />);
    expect(await screen.findByText('Assignee: Jo Reporter')).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Assignee' })).toBeNull();
    await user.type(screen.getByLabelText('Pitch note (optional)'), '!');
    await user.click(screen.getByRole('button', { name: 'Save planning' }));
    await screen.findByText('Planning saved.');
    const update = supabase.current!.requests.find((request) => argsOf(request, 'update'))!;
    expect(argsOf(update, 'update')?.[0]).not.toHaveProperty('assignee_id');
  });

  it('tells a contributor only that someone else is assigned', async () => {
    vi.mocked(useEditorRights).mockReturnValue(rights(false));
    supabase.current!.respondWith(desk('me', null, 'u-ama', [{ user_id: 'me', name: 'Jo Reporter' }]));
    renderWithRouter(<PlanningControl storyId={STORY} />);
    expect(await screen.findByText(`Assignee: ${SOMEONE_ELSE}`)).toBeVisible();
  });

  it('keeps a colleague’s reassignment when a stale form saves a deadline, and says it changed', async () => {
    vi.mocked(useEditorRights).mockReturnValue(rights(true));
    // Loaded assigned to Ama; meanwhile a colleague reassigned the story to Jo and set a deadline.
    const loaded = desk('someone-else', null, 'u-ama');
    let colleagueSaved = false;
    supabase.current!.respondWith((request) => {
      if (argsOf(request, 'update')) return { data: [] };
      const answer = loaded(request);
      if (request.table !== 'story_assignments' || !colleagueSaved) return answer;
      return { data: { ...(answer.data as object), assignee_id: 'me', deadline: '2026-11-30T12:00:00+00:00' } };
    });
    const user = userEvent.setup();
    renderWithRouter(<PlanningControl storyId={STORY} />);
    const deadline = await screen.findByLabelText('Deadline');
    colleagueSaved = true;
    await user.type(deadline, '2026-11-30T14:30');
    await user.click(screen.getByRole('button', { name: 'Save planning' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CHANGED_ELSEWHERE);
    const update = supabase.current!.requests.find((request) => argsOf(request, 'update'))!;
    expect(argsOf(update, 'update')).toEqual([{ deadline: instantOfLocalInput('2026-11-30T14:30') }]);
    expect(argsOf(update, 'is')).toEqual(['deadline', null]);
    // The form is rebuilt from a newer read (keyed by when it was read).
    vi.setSystemTime(new Date('2026-11-29T10:01:00Z'));
    await user.click(screen.getByRole('button', { name: 'Reload planning (drops your changes)' }));
    expect(await screen.findByDisplayValue('Jo Reporter')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends nothing the form did not change, so a colleague’s assignee stays', async () => {
    vi.mocked(useEditorRights).mockReturnValue(rights(true));
    supabase.current!.respondWith(desk('someone-else', null, 'u-ama'));
    const user = userEvent.setup();
    renderWithRouter(<PlanningControl storyId={STORY} />);
    await user.type(await screen.findByLabelText('Pitch note (optional)'), ', sold out');
    await user.click(screen.getByRole('button', { name: 'Save planning' }));
    await screen.findByText('Planning saved.');
    const update = supabase.current!.requests.find((request) => argsOf(request, 'update'))!;
    expect(argsOf(update, 'update')).toEqual([{ pitch_note: 'Ground sold, sold out' }]);
    expect(argsOf(update, 'is')).toBeUndefined();
  });

  it('keeps the form when the staff list is refused, with the database’s reason and the assignee left as it is', async () => {
    const refusal = 'Only staff may see who can be assigned a story.';
    vi.mocked(useEditorRights).mockReturnValue(rights(true));
    const planned = desk('someone-else', null, 'u-ama');
    supabase.current!.respondWith((request) =>
      request.table === 'rpc:assignable_staff' ? { error: { code: '42501', message: refusal } } : planned(request),
    );
    const user = userEvent.setup();
    renderWithRouter(<PlanningControl storyId={STORY} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    const assignee = screen.getByRole('combobox', { name: 'Assignee' });
    expect(assignee).toBeDisabled();
    expect(within(assignee).getByRole('option', { selected: true })).toHaveTextContent(STAFF_LIST_MISSING);
    await user.selectOptions(screen.getByLabelText('Desk'), 'Sport');
    await user.click(screen.getByRole('button', { name: 'Save planning' }));
    expect(await screen.findByText('Planning saved.')).toBeVisible();
    const update = supabase.current!.requests.find((request) => argsOf(request, 'update'))!;
    expect(argsOf(update, 'update')).toEqual([{ desk: 'sport' }]);
  });
});
