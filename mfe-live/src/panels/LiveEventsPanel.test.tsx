import { mapSportsEventRows, useSportsEvents } from '@newsroom/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LiveEventsPanel } from './LiveEventsPanel.tsx';
import { queryState, renderPanel } from './panelTestSupport.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../test/sharedMock.ts')).mockShared(original));

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000);

describe('LiveEventsPanel', () => {
  it('shows up to 3 live and 3 upcoming events with HH:mm start times', () => {
    const start = inHours(5);
    start.setMinutes(7);
    const rows = [
      ...[1, 2, 3, 4].map((i) => ({ id: `l${i}`, title: `Live ${i}`, is_live: true, status: 'live' })),
      ...[1, 2, 3, 4].map((i) => ({
        id: `u${i}`,
        title: `Upcoming ${i}`,
        status: 'scheduled',
        scheduled_start: (i === 1 ? start : inHours(24 * i)).toISOString(),
      })),
    ];
    vi.mocked(useSportsEvents).mockReturnValue(queryState({ data: mapSportsEventRows(rows) }));
    renderPanel(<LiveEventsPanel />);
    expect(within(screen.getByRole('list', { name: 'Live now' })).getAllByRole('listitem')).toHaveLength(3);
    const upcoming = within(screen.getByRole('list', { name: 'Upcoming events' })).getAllByRole('listitem');
    expect(upcoming).toHaveLength(3);
    const hhmm = `${String(start.getHours()).padStart(2, '0')}:07`;
    expect(within(upcoming[0]).getByText(hhmm)).toBeInTheDocument();
  });

  it('links each event to its own page', () => {
    const rows = [{ id: 'l1', title: 'Live 1', is_live: true, status: 'live' }];
    vi.mocked(useSportsEvents).mockReturnValue(queryState({ data: mapSportsEventRows(rows) }));
    renderPanel(<LiveEventsPanel />);
    expect(screen.getByRole('link', { name: 'Live 1' })).toHaveAttribute('href', '/live-events/l1');
    expect(screen.getByRole('link', { name: 'All live events' })).toHaveAttribute('href', '/live-events');
  });

  it('names each event’s category as the events pages do, not the default sport type "General"', () => {
    const rows = [
      {
        id: 'g',
        title: 'Indie Game Showcase',
        is_live: true,
        status: 'live',
        event_type: 'gaming',
        sport_type: 'General',
      },
      {
        id: 'f',
        title: 'Cup final',
        is_live: true,
        status: 'live',
        event_type: 'sports',
        sport_type: 'Football',
        teams: 'A vs B',
      },
    ];
    vi.mocked(useSportsEvents).mockReturnValue(queryState({ data: mapSportsEventRows(rows) }));
    renderPanel(<LiveEventsPanel />);
    const [gaming, final] = within(screen.getByRole('list', { name: 'Live now' })).getAllByRole('listitem');
    expect(gaming).toHaveTextContent('Gaming');
    expect(gaming).not.toHaveTextContent('General');
    expect(final).toHaveTextContent('Sports · Football · A vs B');
  });

  it('says when there is nothing live or upcoming', () => {
    vi.mocked(useSportsEvents).mockReturnValue(queryState({ data: [] }));
    renderPanel(<LiveEventsPanel />);
    expect(screen.getByText('No live events right now. Check back later!')).toBeInTheDocument();
  });
});
