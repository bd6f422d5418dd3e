import { mapSportsCategoryRows, mapSportsEventRows, useSportsCategories, useSportsHubEvents } from '@newsroom/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryResult, renderRoute } from '../test/renderRoute.tsx';
import { SportsLivePage } from './SportsLivePage.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../test/sharedMock.ts')).mockShared(original));

const start = new Date(Date.now() + 86_400_000).toISOString();
const categories = mapSportsCategoryRows([
  { id: 'c1', name: 'Football', slug: 'football', icon: '⚽', color: '#16A34A' },
  { id: 'c2', name: 'Tennis', slug: 'tennis', icon: '🎾', color: '#CA8A04' },
]);
const events = mapSportsEventRows([
  { id: 'f', title: 'Derby', category_id: 'c1', status: 'scheduled', scheduled_start: start },
  { id: 't', title: 'Open final', category_id: 'c2', status: 'scheduled', scheduled_start: start },
  // Its category is inactive, so the public list does not have it: under All only.
  { id: 'm', title: 'Grand Prix', category_id: 'c-inactive', status: 'scheduled', scheduled_start: start },
]);

const renderHub = (url = '/sports-live') => renderRoute(<SportsLivePage />, { path: '/sports-live', url });
const titles = () =>
  within(screen.getByRole('list', { name: 'Upcoming' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

beforeEach(() => {
  vi.mocked(useSportsHubEvents).mockReturnValue(queryResult({ data: events }));
  vi.mocked(useSportsCategories).mockReturnValue(queryResult({ data: categories }));
});

describe('SportsLivePage', () => {
  it('offers All and the active categories, each in its colour, and filters by slug', async () => {
    const user = userEvent.setup();
    renderHub();
    const group = screen.getByRole('group', { name: 'Filter events by sport' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', '⚽Football', '🎾Tennis']);
    const tennis = within(group).getByRole('button', { name: /Tennis/ });
    expect(tennis.style.getPropertyValue('--filter-color')).toBe('#CA8A04');
    expect(titles()).toEqual(['Derby', 'Open final', 'Grand Prix']);
    await user.click(tennis);
    expect(tennis).toHaveAttribute('aria-pressed', 'true');
    expect(titles()).toEqual(['Open final']);
    expect(screen.getByTestId('current-url')).toHaveTextContent('/sports-live?category=tennis');
  });

  it('waits for the categories before listing, so a category link never shows everything first', () => {
    vi.mocked(useSportsCategories).mockReturnValue(queryResult({ isPending: true }));
    renderHub('/sports-live?category=tennis');
    expect(screen.queryByRole('list', { name: 'Upcoming' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading events…');
  });

  it('treats an unknown or inactive category in the URL as All', () => {
    renderHub('/sports-live?category=motorsport');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(titles()).toHaveLength(3);
  });

  it('says "No Sports Events Available" and "Failed to load sports events"', () => {
    vi.mocked(useSportsHubEvents).mockReturnValue(queryResult({ data: [] }));
    const { unmount } = renderHub();
    expect(screen.getByText('No Sports Events Available')).toBeInTheDocument();
    unmount();
    vi.mocked(useSportsHubEvents).mockReturnValue(queryResult({ isError: true }));
    renderHub();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load sports events');
  });
});
