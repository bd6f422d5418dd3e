import { mapSportsEventRows, useSportsEvents } from '@newsroom/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryResult, renderRoute } from '../test/renderRoute.tsx';
import { LiveEventsPage } from './LiveEventsPage.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../test/sharedMock.ts')).mockShared(original));

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const events = mapSportsEventRows([
  {
    id: 'live',
    title: 'Derby',
    is_live: true,
    status: 'live',
    scheduled_start: inHours(-1),
    stream_url: 'https://youtu.be/abcdefghijk',
    view_count: 1840,
  },
  {
    id: 'game',
    title: 'Game night',
    event_type: 'gaming',
    status: 'scheduled',
    scheduled_start: inHours(30),
    stream_url: 'https://www.twitch.tv/x',
  },
  {
    id: 'talk',
    title: 'Budget talk',
    event_type: 'business',
    status: 'scheduled',
    scheduled_start: inHours(5),
    is_featured: true,
  },
  {
    id: 'old',
    title: 'Old final',
    status: 'ended',
    scheduled_start: inHours(-48),
    stream_url: 'https://youtu.be/abcdefghijk',
  },
]);

const renderHub = (url = '/live-events') => renderRoute(<LiveEventsPage />, { path: '/live-events', url });

beforeEach(() => {
  vi.mocked(useSportsEvents).mockReturnValue(queryResult({ data: events }));
});

describe('LiveEventsPage', () => {
  it('lists live events under Live Now with LIVE, views and Watch Live', () => {
    renderHub();
    const liveNow = screen.getByRole('list', { name: 'Live now' });
    expect(within(liveNow).getByText('LIVE')).toBeInTheDocument();
    expect(within(liveNow).getByText('1,840 views')).toBeInTheDocument();
    expect(within(liveNow).getByRole('link', { name: 'Watch Live' })).toHaveAttribute('href', '/live-events/live');
  });

  it('shows upcoming events soonest first, with a countdown and Set Reminder (disabled without a stream)', () => {
    renderHub();
    const upcoming = screen.getByRole('list', { name: 'Upcoming' });
    const titles = within(upcoming)
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Budget talk', 'Game night']);
    const [talk, game] = within(upcoming).getAllByRole('article');
    expect(within(talk).getByRole('button', { name: 'Set Reminder' })).toBeDisabled();
    expect(within(talk).getByText('No stream available')).toBeInTheDocument();
    expect(within(game).getByRole('button', { name: 'Set Reminder' })).toBeEnabled();
    expect(within(game).getByTestId('event-countdown')).toHaveTextContent(/^Starts in 1 day/);
  });

  it('filters by type with aria-pressed buttons and keeps filter and tab in the URL', async () => {
    const user = userEvent.setup();
    renderHub();
    const group = screen.getByRole('group', { name: 'Filter events by type' });
    await user.click(within(group).getByRole('button', { name: 'gaming' }));
    expect(within(group).getByRole('button', { name: 'gaming' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('tab', { name: 'All Events' }));
    expect(screen.getByTestId('current-url')).toHaveTextContent('/live-events?type=gaming&tab=all');
    expect(within(screen.getByRole('list', { name: 'All Events' })).getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('Nothing is live right now.')).toBeInTheDocument();
  });

  it('reads filter and tab from the URL, ignoring unknown values', () => {
    renderHub('/live-events?type=business&tab=featured');
    expect(screen.getByRole('tab', { name: 'Featured' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('list', { name: 'Featured' })).getByText('Budget talk')).toBeInTheDocument();
    const view = renderHub('/live-events?type=javascript:alert(1)&tab=nope');
    expect(within(view.container).getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says "No Live Events Available" for an empty tab', () => {
    renderHub('/live-events?type=health');
    expect(screen.getByText('No Live Events Available')).toBeInTheDocument();
  });

  it('shows the load error with Retry, which refetches', async () => {
    const refetch = vi.fn(() => Promise.resolve());
    vi.mocked(useSportsEvents).mockReturnValue(queryResult({ isError: true, refetch }));
    renderHub();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load live events');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
