import { useAuth, useRealtimeInvalidation, type AuthState } from '@newsroom/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { argsOf, createFakeSupabase, type FakeRequest, type FakeResult } from '../../../test/fakeSupabase.ts';
import { renderWithRouter } from '../../../test/renderWithRouter.tsx';
import { supabase } from '../../../test/sharedMock.ts';
import { StoryNotices } from './StoryNotices.tsx';
import { noticesKey } from './useStoryNotices.ts';

vi.mock('@newsroom/shared', async (original) => (await import('../../../test/sharedMock.ts')).mockShared(original));

const NOW = new Date('2026-11-29T10:00:00Z');

/** Two unseen notices; a dismissal answers as the database does. */
function inbox(request: FakeRequest): FakeResult {
  if (argsOf(request, 'update')) return { data: null };
  return {
    data: [
      { id: 2, kind: 'back_with_notes', story_id: 's2', title: 'Flood defences', note: 'Needs a second source.' },
      { id: 1, kind: 'assigned', story_id: 's1', title: 'Council budget', note: null },
    ],
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  supabase.current = createFakeSupabase();
  supabase.current.respondWith(inbox);
  vi.mocked(useAuth).mockImplementation((select) => select({ user: { id: 'me' }, isAdmin: false } as AuthState));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('StoryNotices', () => {
  it('tells the user what was assigned to them and what came back with notes; opens a story', async () => {
    const onOpen = vi.fn();
    const user = userEvent.setup();
    renderWithRouter(<StoryNotices onOpen={onOpen} />);
    expect(await screen.findByRole('heading', { name: 'For you' })).toBeVisible();
    expect(screen.getByText('Council budget', { selector: 'strong' }).parentElement).toHaveTextContent(
      'Assigned to you: Council budget',
    );
    expect(screen.getByText('Flood defences', { selector: 'strong' }).parentElement).toHaveTextContent(
      'Back with notes: Flood defences',
    );
    expect(screen.getByText('Needs a second source.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Open Council budget' }));
    expect(onOpen).toHaveBeenCalledWith('s1');
  });

  it('dismisses a notice: marked seen in the database and gone from the list', async () => {
    const user = userEvent.setup();
    renderWithRouter(<StoryNotices onOpen={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Dismiss Council budget' }));
    await waitFor(() => expect(screen.queryByText('Council budget', { selector: 'strong' })).toBeNull());
    const update = supabase.current!.requests.find((request) => argsOf(request, 'update'))!;
    expect(update.table).toBe('staff_notices');
    expect(argsOf(update, 'update')).toEqual([{ seen_at: NOW.toISOString() }]);
    expect(argsOf(update, 'eq')).toEqual(['id', 1]);
    expect(screen.getByText('Flood defences', { selector: 'strong' })).toBeVisible();
  });

  it('shows nothing when there is nothing new', async () => {
    supabase.current!.respondWith(() => ({ data: [] }));
    renderWithRouter(<StoryNotices onOpen={vi.fn()} />);
    await waitFor(() => expect(supabase.current!.requests.length).toBeGreaterThan(0));
    expect(screen.queryByRole('heading', { name: 'For you' })).toBeNull();
  });

  it('a notice written while the list is open appears and is announced; the first ones are not', async () => {
    supabase.current!.respondWith(() => ({ data: [] }));
    const { queryClient } = renderWithRouter(<StoryNotices onOpen={vi.fn()} />);
    await waitFor(() => expect(queryClient.getQueryData(noticesKey('me'))).toEqual([]));
    expect(vi.mocked(useRealtimeInvalidation)).toHaveBeenCalledWith('staff_notice_signals', noticesKey('me'));
    expect(screen.getByRole('status')).toHaveTextContent('');
    // What the realtime change does: the list is read again.
    supabase.current!.respondWith(inbox);
    await queryClient.invalidateQueries({ queryKey: noticesKey('me') });
    expect(await screen.findByRole('heading', { name: 'For you' })).toBeVisible();
    // The announcement is set by an effect after the list renders: under load it can come a tick later.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'New for you: Flood defences — back with notes. New for you: Council budget — assigned to you.',
      ),
    );
  });

  it('does not announce the notices already there when the list opens', async () => {
    renderWithRouter(<StoryNotices onOpen={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: 'For you' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
