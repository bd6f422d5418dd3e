import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { argsOf, createFakeSupabase, type FakeRequest, type FakeResult } from '../../../test/fakeSupabase.ts';
import { renderWithRouter } from '../../../test/renderWithRouter.tsx';
import { supabase } from '../../../test/sharedMock.ts';
import { UpdateStatusControl } from './UpdateStatusControl.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../../../test/sharedMock.ts')).mockShared(original));

const STORY = 'a1000000-0000-4000-8000-000000000201';
const REFUSAL = 'Only a published story has an update with a status of its own: move the story itself.';

/** The working copy's update status; a move to `refuse` answers with the database's reason. */
function copy(refuse: string | null = null) {
  let current: string | null = null;
  return (request: FakeRequest): FakeResult => {
    if (request.table === 'rpc:set_story_update_status') {
      const [{ next_status: next }] = argsOf(request, 'rpc') as [{ next_status: string }];
      if (next === refuse) return { error: { code: '22023', message: REFUSAL } };
      current = next;
      return { data: next };
    }
    return { data: current === null ? null : { update_status: current } };
  };
}

beforeEach(() => {
  supabase.current = createFakeSupabase();
});

describe('UpdateStatusControl', () => {
  it('moves the next version through its statuses with a note, the live story untouched', async () => {
    supabase.current!.respondWith(copy());
    const user = userEvent.setup();
    renderWithRouter(<UpdateStatusControl storyId={STORY} />);
    expect(await screen.findByText('No status yet')).toBeVisible();
    const select = screen.getByLabelText('Move the update to');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a status', 'In progress', 'Ready for edit', 'Ready to publish']);
    await user.selectOptions(select, 'Ready for edit');
    await user.type(screen.getByLabelText('Note for the update’s status log (optional)'), 'New quotes in');
    await user.click(screen.getByRole('button', { name: 'Change the update’s status' }));
    expect(await screen.findByText('Update moved to Ready for edit.')).toBeVisible();
    expect(screen.getByText('Ready for edit', { selector: 'strong' })).toBeVisible();
    const call = supabase.current!.requests.find((request) => request.table === 'rpc:set_story_update_status')!;
    expect(argsOf(call, 'rpc')).toEqual([{ story: STORY, next_status: 'ready_for_edit', note: 'New quotes in' }]);
    expect(supabase.current!.requests.some((request) => request.table === 'news_stories')).toBe(false);
  });

  it('shows the database’s refusal', async () => {
    supabase.current!.respondWith(copy('ready_to_publish'));
    const user = userEvent.setup();
    renderWithRouter(<UpdateStatusControl storyId={STORY} />);
    await user.selectOptions(await screen.findByLabelText('Move the update to'), 'Ready to publish');
    await user.click(screen.getByRole('button', { name: 'Change the update’s status' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSAL);
  });
});
