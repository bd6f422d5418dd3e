import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { argsOf, fakeSupabase, type FakeRequest } from '../../test/fakeSupabase.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { EventsTab } from './EventsTab.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../../test/sharedMock.ts')).mockShared(original));

const LIVE_EVENT = {
  id: 'ev-1',
  title: 'Derby <b>day</b>',
  event_type: 'sports',
  sport_type: 'Football',
  teams: 'Dynamos vs CAPS',
  scheduled_start: '2026-11-22T14:00:00Z',
  stream_url: 'https://www.youtube.com/watch?v=x',
  stream_type: 'youtube',
  is_live: true,
  status: 'live',
};
const UPCOMING_EVENT = {
  ...LIVE_EVENT,
  id: 'ev-2',
  title: 'Cup final',
  is_live: false,
  status: 'scheduled',
  scheduled_start: '2099-01-01T10:00:00Z',
  event_type: 'entertainment',
  stream_type: 'twitch',
  category_id: 'cat-1',
};

let writes: FakeRequest[] = [];

function respondNormally(request: FakeRequest) {
  if (request.table === 'sports_categories') return { data: [{ id: 'cat-1', name: 'Football', is_active: true }] };
  const isWrite = request.calls.some(([name]) => ['insert', 'update', 'delete'].includes(name));
  if (isWrite) {
    writes.push(request);
    return { data: [{ id: 'ev-1' }] };
  }
  return { data: [UPCOMING_EVENT, LIVE_EVENT] };
}

beforeEach(() => {
  fakeSupabase.reset();
  writes = [];
  fakeSupabase.respondWith(respondNormally);
});

async function fillRequired() {
  await userEvent.type(screen.getByLabelText(/^Title/), 'Budget briefing');
  await userEvent.type(screen.getByLabelText(/^Start time/), '2026-12-01T09:30');
}

describe('EventsTab: creating', () => {
  it('keeps Create Event disabled until there is a title and a start time', async () => {
    renderWithProviders(<EventsTab />);
    const create = screen.getByRole('button', { name: 'Create Event' });
    expect(create).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/^Title/), 'Budget briefing');
    expect(create).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/^Start time/), '2026-12-01T09:30');
    expect(create).toBeEnabled();
  });

  it('creates a scheduled, not-live event with General and TBD as defaults, then empties the form', async () => {
    renderWithProviders(<EventsTab />);
    await fillRequired();
    await userEvent.clear(screen.getByLabelText(/^Sport type/));
    await userEvent.clear(screen.getByLabelText(/^Teams/));
    await userEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0].table).toBe('sports_events');
    expect(argsOf(writes[0], 'insert')?.[0]).toMatchObject({
      title: 'Budget briefing',
      sport_type: 'General',
      teams: 'TBD',
      is_live: false,
      status: 'scheduled',
      event_type: 'sports',
      stream_type: 'youtube',
      scheduled_start: new Date('2026-12-01T09:30').toISOString(),
    });
    await vi.waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveValue(''));
  });

  it('names the time zone and takes Harare time when chosen (09:30 Harare in winter = 07:30 UTC)', async () => {
    renderWithProviders(<EventsTab />);
    const zone = screen.getByLabelText('Time zone');
    expect(zone).toHaveDisplayValue(/^London time/);
    await userEvent.selectOptions(zone, 'Africa/Harare');
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    expect(argsOf(writes[0], 'insert')?.[0]).toMatchObject({ scheduled_start: '2026-12-01T07:30:00.000Z' });
  });

  it('refuses a javascript: stream URL with a clear message and sends nothing', async () => {
    renderWithProviders(<EventsTab />);
    await fillRequired();
    await userEvent.type(screen.getByLabelText(/^Stream URL/), 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Stream URL must start with http:// or https://')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Stream URL/)).toHaveAttribute('aria-invalid', 'true');
    expect(writes).toHaveLength(0);
  });

  it('keeps what was typed and says why when the server refuses', async () => {
    fakeSupabase.respondWith((request) =>
      request.calls.some(([name]) => name === 'insert')
        ? { error: { code: '42501', message: 'new row violates row-level security policy' } }
        : respondNormally(request),
    );
    renderWithProviders(<EventsTab />);
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unauthorized: Admin access required');
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Budget briefing');
  });
});

describe('EventsTab: the list', () => {
  it('lists events newest first, with badges, and shows titles as text', async () => {
    renderWithProviders(<EventsTab />);
    const live = await screen.findByRole('article', { name: 'Derby <b>day</b>' });
    expect(within(live).getByText('LIVE')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Cup final' })).getByText('Upcoming')).toBeInTheDocument();
    const order = fakeSupabase.made('sports_events', 'order')[0];
    expect(argsOf(order, 'order')).toEqual(['scheduled_start', { ascending: false }]);
  });

  it('starts and stops an event with the Live switch', async () => {
    renderWithProviders(<EventsTab />);
    const upcoming = await screen.findByRole('article', { name: 'Cup final' });
    await userEvent.click(within(upcoming).getByRole('switch', { name: /Live/ }));
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    expect(argsOf(writes[0], 'update')?.[0]).toEqual({ is_live: true, status: 'live' });
    expect(argsOf(writes[0], 'eq')).toEqual(['id', 'ev-2']);

    const live = screen.getByRole('article', { name: 'Derby <b>day</b>' });
    expect(within(live).getByRole('switch', { name: /Live/ })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(live).getByRole('switch', { name: /Live/ }));
    await vi.waitFor(() => expect(writes).toHaveLength(2));
    expect(argsOf(writes[1], 'update')?.[0]).toEqual({ is_live: false, status: 'scheduled' });
  });

  it('ends an event after asking', async () => {
    renderWithProviders(<EventsTab />);
    const live = await screen.findByRole('article', { name: 'Derby <b>day</b>' });
    await userEvent.click(within(live).getByRole('button', { name: 'End event' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'End this event?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'End event' }));
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    expect(argsOf(writes[0], 'update')?.[0]).toEqual({ is_live: false, status: 'ended' });
  });

  it('offers only what applies: Start and Delete before an event starts, End once it is live', async () => {
    fakeSupabase.respondWith((request) =>
      request.table === 'sports_categories'
        ? respondNormally(request)
        : {
            data: [
              UPCOMING_EVENT,
              LIVE_EVENT,
              { ...LIVE_EVENT, id: 'ev-3', title: 'Old', is_live: false, status: 'ended' },
            ],
          },
    );
    renderWithProviders(<EventsTab />);
    expect(await screen.findByText(/^Latest start time first\./)).toBeVisible();
    const upcoming = await screen.findByRole('article', { name: 'Cup final' });
    expect(within(upcoming).getByRole('switch', { name: /Live/ })).toBeVisible();
    expect(within(upcoming).getByRole('button', { name: 'Delete' })).toBeVisible();
    expect(within(upcoming).queryByRole('button', { name: 'End event' })).toBeNull();
    const ended = screen.getByRole('article', { name: 'Old' });
    expect(within(ended).queryByRole('button', { name: 'End event' })).toBeNull();
    const live = screen.getByRole('article', { name: 'Derby <b>day</b>' });
    expect(within(live).getByRole('button', { name: 'End event' })).toBeEnabled();
  });

  it('deletes only after confirmation', async () => {
    renderWithProviders(<EventsTab />);
    const upcoming = await screen.findByRole('article', { name: 'Cup final' });
    await userEvent.click(within(upcoming).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this live event?' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete "Cup final"?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes).toHaveLength(0);
    await userEvent.click(within(upcoming).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0].calls.map(([name]) => name)).toContain('delete');
  });

  it('edits an event in the form, then updates it by id', async () => {
    renderWithProviders(<EventsTab />);
    const upcoming = await screen.findByRole('article', { name: 'Cup final' });
    await userEvent.click(within(upcoming).getByRole('button', { name: 'Edit' }));
    const heading = screen.getByRole('heading', { name: 'Edit Live Event' });
    expect(heading).toHaveFocus();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Cup final');
    await userEvent.clear(screen.getByLabelText(/^Title/));
    await userEvent.type(screen.getByLabelText(/^Title/), 'Cup final (replay)');
    await userEvent.click(screen.getByRole('button', { name: 'Update Event' }));
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    // Every select shows (and saves) the event's own value, not its first option.
    expect(argsOf(writes[0], 'update')?.[0]).toMatchObject({
      title: 'Cup final (replay)',
      event_type: 'entertainment',
      stream_type: 'twitch',
      category_id: 'cat-1',
    });
    expect(argsOf(writes[0], 'eq')).toEqual(['id', 'ev-2']);
    expect(await screen.findByRole('heading', { name: 'Create Live Event' })).toBeInTheDocument();
  });

  it('shows the product load error with Retry', async () => {
    fakeSupabase.respondWith((request) =>
      request.table === 'sports_events' ? { error: { message: 'down' } } : respondNormally(request),
    );
    renderWithProviders(<EventsTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load live events');
  });
});
