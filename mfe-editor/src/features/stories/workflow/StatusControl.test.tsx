import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { argsOf, createFakeSupabase, type FakeRequest, type FakeResult } from '../../../test/fakeSupabase.ts';
import { renderWithRouter } from '../../../test/renderWithRouter.tsx';
import { supabase } from '../../../test/sharedMock.ts';
import { StatusControl } from './StatusControl.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../../../test/sharedMock.ts')).mockShared(original));

const STORY = 'a1000000-0000-4000-8000-000000000052';
const REFUSAL =
  'Contributors cannot move a story to Published: hand it in as Ready for edit and an editor publishes it.';

/** The story's row and the moves the database allows; a move to a refused status answers with its reason. */
function desk(allowed: string[], refuse: string | null = null) {
  let current = 'in_progress';
  return (request: FakeRequest): FakeResult => {
    if (request.table === 'rpc:story_status_moves') return { data: allowed.filter((status) => status !== current) };
    if (request.table === 'rpc:set_story_status') {
      const [{ next_status: next }] = argsOf(request, 'rpc') as [{ next_status: string }];
      if (next === refuse) return { error: { code: '42501', message: REFUSAL } };
      current = next;
      return { data: { workflow_status: next, status: 'draft', version: 3 } };
    }
    return { data: { workflow_status: current, status: 'draft', published_at: null } };
  };
}

beforeEach(() => {
  supabase.current = createFakeSupabase();
});

describe('StatusControl', () => {
  it('offers only the moves the database allows (Scheduled is set by the schedule) and sends the note', async () => {
    supabase.current!.respondWith(desk(['pitch', 'in_progress', 'ready_for_edit', 'scheduled', 'published']));
    const onMoved = vi.fn();
    const user = userEvent.setup();
    renderWithRouter(<StatusControl storyId={STORY} onMoved={onMoved} />);
    expect(await screen.findByText('In progress')).toBeVisible();
    await screen.findByRole('option', { name: 'Published' });
    const select = screen.getByLabelText('Move to');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a status', 'Pitch', 'Ready for edit', 'Published']);
    await user.selectOptions(select, 'Ready for edit');
    await user.type(screen.getByLabelText('Note for the status log (optional)'), 'Filed, 600 words');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('Moved to Ready for edit.')).toBeVisible();
    const call = supabase.current!.requests.find((request) => request.table === 'rpc:set_story_status')!;
    expect(argsOf(call, 'rpc')).toEqual([{ story: STORY, next_status: 'ready_for_edit', note: 'Filed, 600 words' }]);
    expect(onMoved).toHaveBeenCalledWith({ workflowStatus: 'ready_for_edit', status: 'draft', version: 3 });
  });

  it('shows the database’s refusal and keeps the choice', async () => {
    supabase.current!.respondWith(desk(['ready_for_edit', 'published'], 'published'));
    const onMoved = vi.fn();
    const user = userEvent.setup();
    renderWithRouter(<StatusControl storyId={STORY} onMoved={onMoved} />);
    await screen.findByRole('option', { name: 'Published' });
    await user.selectOptions(screen.getByLabelText('Move to'), 'Published');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSAL);
    expect(onMoved).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Move to')).toHaveValue('published');
  });

  it('says so when the user may make no move', async () => {
    supabase.current!.respondWith(desk([]));
    renderWithRouter(<StatusControl storyId={STORY} onMoved={vi.fn()} />);
    expect(await screen.findByText('You cannot change this story’s status.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Change status' })).toBeNull();
  });
});
