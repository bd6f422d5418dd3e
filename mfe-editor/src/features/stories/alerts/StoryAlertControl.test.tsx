import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { argsOf, createFakeSupabase, type FakeRequest, type FakeResult } from '../../../test/fakeSupabase.ts';
import { renderWithRouter } from '../../../test/renderWithRouter.tsx';
import { supabase } from '../../../test/sharedMock.ts';
import { StoryAlertControl } from './StoryAlertControl.tsx';
import type { StoryAlert } from './storyAlert.ts';

vi.mock('@newsroom/shared', async (original) => (await import('../../../test/sharedMock.ts')).mockShared(original));

const STORY = 'a1000000-0000-4000-8000-000000000301';
const ALREADY = 'This story was already sent as an alert. Send it again only to correct it.';
const EARLIER: StoryAlert = {
  id: 'b1000000-0000-4000-8000-000000000001',
  createdAt: '2026-11-29T07:10:00Z',
  topics: ['uk', 'sport'],
  sent: 12,
  delivered: 10,
  gone: 1,
  failed: 0,
};

/** The database: the story's alerts (suggesting UK and Sport) and sending one, or its refusal. */
function database(alerts: StoryAlert[], refusal: FakeResult['error'] = null, older = 0) {
  return (request: FakeRequest): FakeResult => {
    if (request.table === 'rpc:send_story_alert') return refusal ? { error: refusal } : { data: { sent: 3 } };
    return { data: { suggested: ['uk', 'sport'], alerts, older } };
  };
}

const sends = () => supabase.current!.requests.filter((request) => request.table === 'rpc:send_story_alert');
const checked = () =>
  within(screen.getByRole('group', { name: 'Send to readers who chose' }))
    .getAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.parentElement?.textContent?.trim());

beforeEach(() => {
  supabase.current = createFakeSupabase();
});

describe('StoryAlertControl', () => {
  it('ticks the suggested topics, lets the editor change them and sends only once confirmed', async () => {
    supabase.current!.respondWith(database([]));
    const user = userEvent.setup();
    renderWithRouter(<StoryAlertControl storyId={STORY} />);
    expect(await screen.findByText('Not sent as an alert yet.')).toBeVisible();
    expect(checked()).toEqual(['UK edition', 'Sport']);
    await user.click(screen.getByLabelText('Sport'));
    await user.click(screen.getByLabelText('Breaking news'));

    await user.click(screen.getByRole('button', { name: 'Send alert…' }));
    expect(
      screen.getByText(/Send this story as an alert to readers who chose Breaking news and UK edition\?/),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send now' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(sends()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Send alert…' }));
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('Alert sent to 3 devices.')).toBeVisible();
    expect(sends().map((request) => argsOf(request, 'rpc'))).toEqual([
      [{ story: STORY, topics: ['uk', 'breaking'], again: false }],
    ]);
  });

  it('counts the alerts older than the newest 50 the database lists', async () => {
    supabase.current!.respondWith(database([EARLIER], null, 1));
    renderWithRouter(<StoryAlertControl storyId={STORY} />);
    expect(await screen.findByRole('list', { name: 'Alerts sent' })).toBeVisible();
    expect(screen.getByText('And 1 older alert.')).toBeVisible();
  });

  it('lists the earlier alert, offers a correction and shows the database’s refusal', async () => {
    supabase.current!.respondWith(database([EARLIER], { code: '23505', message: ALREADY }));
    const user = userEvent.setup();
    renderWithRouter(<StoryAlertControl storyId={STORY} />);
    const sent = await screen.findByRole('list', { name: 'Alerts sent' });
    expect(sent).toHaveTextContent('to UK edition and Sport');
    expect(sent).toHaveTextContent('12 devices: 10 delivered, 1 gone, 0 failed');
    await user.click(screen.getByRole('button', { name: 'Send again as a correction…' }));
    expect(
      screen.getByText(/Send a correction of this story’s alert to readers who chose UK edition and Sport\?/),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ALREADY);
    expect(argsOf(sends()[0], 'rpc')).toEqual([{ story: STORY, topics: ['uk', 'sport'], again: true }]);
  });
});
