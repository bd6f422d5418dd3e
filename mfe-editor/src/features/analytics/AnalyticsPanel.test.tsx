import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../test/renderWithRouter.tsx';
import { AnalyticsPanel } from './AnalyticsPanel.tsx';
import { toAnalyticsView, type AnalyticsView } from './analyticsView.ts';

const state = vi.hoisted(() => ({
  result: {
    data: undefined as AnalyticsView | undefined,
    isPending: true,
    isError: false,
    refetch: (() => Promise.resolve()) as () => Promise<unknown>,
  },
  calls: [] as Array<[string, boolean]>,
}));

vi.mock('./useAnalytics.ts', () => ({
  useAnalytics: (period: string, enabled = true) => {
    state.calls.push([period, enabled]);
    return state.result;
  },
}));
// The lazy chart chunk: the test checks it is asked for with the series, not how recharts draws.
vi.mock('./TrafficChart.tsx', () => ({
  TrafficChart: ({ points }: { points: unknown[] }) => <div data-testid="chart">{points.length} points</div>,
}));

const answer = {
  visitors: { value: 150 },
  pageviews: { value: 600 },
  countries: { value: { 'United Kingdom': 210, Zimbabwe: 170, Botswana: 40, Ireland: 30, Zambia: 20, Kenya: 10 } },
  sources: { value: { direct: 300, google: 300 } },
  series: { unit: 'day', timeZone: 'UTC', value: [{ start: '2026-11-16T00:00', visitors: 3, pageviews: 9 }] },
  topStories: { value: [{ id: 'a1', slug: 'kariba-levels', title: '<b>Kariba</b> levels', views: 9 }] },
};

const loaded = (view: AnalyticsView) => ({ ...state.result, data: view, isPending: false, isError: false });

describe('AnalyticsPanel', () => {
  beforeEach(() => {
    state.calls = [];
    state.result = { data: undefined, isPending: true, isError: false, refetch: vi.fn(() => Promise.resolve()) };
  });

  it('says it is loading (7 days by default)', () => {
    renderWithRouter(<AnalyticsPanel />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading site analytics…');
    expect(state.calls.at(-1)).toEqual(['7d', true]);
  });

  it('shows the figures, the top 5 countries, sources, the chart and the most-read stories', async () => {
    state.result = loaded(toAnalyticsView(answer));
    renderWithRouter(<AnalyticsPanel />);
    expect(screen.getByTestId('analytics-visitors')).toHaveTextContent('150');
    expect(screen.getByTestId('analytics-pageviews')).toHaveTextContent('600');
    const countries = within(screen.getByRole('list', { name: 'Top countries by page views' }));
    expect(countries.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'United Kingdom: 210 (35%)',
      'Zimbabwe: 170 (28%)',
      'Botswana: 40 (7%)',
      'Ireland: 30 (5%)',
      'Zambia: 20 (3%)',
    ]);
    expect(screen.getByRole('list', { name: 'Traffic sources by page views' })).toHaveTextContent('direct: 300 (50%)');
    expect(await screen.findByTestId('chart')).toHaveTextContent('1 points');
    expect(screen.getByRole('figure')).toHaveAccessibleName(/Visitors and page views per day, last 7 days/);
    const story = screen.getByRole('link', { name: '<b>Kariba</b> levels' });
    // The story's address, its slug (decision 206), not its id's redirect.
    expect(story).toHaveAttribute('href', '/story/kariba-levels');
  });

  it('shows page views with no known country apart, neither ranked nor counted as a country', () => {
    state.result = loaded(
      toAnalyticsView({ ...answer, countries: { value: { Unknown: 282, 'United Kingdom': 210, Zimbabwe: 108 } } }),
    );
    renderWithRouter(<AnalyticsPanel />);
    const countries = within(screen.getByRole('list', { name: 'Top countries by page views' }));
    expect(countries.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'United Kingdom: 210 (35%)',
      'Zimbabwe: 108 (18%)',
    ]);
    expect(screen.getByTestId('analytics-unknown-country')).toHaveTextContent('Unknown: 282 (47%)');
    const countryCard = screen.getByText('Countries').closest('li');
    expect(countryCard).toHaveTextContent('Countries2');
  });

  it('the period is a toggle kept in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<AnalyticsPanel />, '/blog-management?tab=analytics');
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '30 days' }));
    expect(router.state.location.search).toBe('?tab=analytics&period=30d');
    expect(state.calls.at(-1)).toEqual(['30d', true]);
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the product texts when a list is empty', () => {
    state.result = loaded(toAnalyticsView({ visitors: { value: 1 }, pageviews: { value: 1 } }));
    renderWithRouter(<AnalyticsPanel />);
    expect(screen.getByText('No region data yet.')).toBeInTheDocument();
    expect(screen.getByText('No traffic source data yet.')).toBeInTheDocument();
    expect(screen.getByText('No story views in this period yet.')).toBeInTheDocument();
  });

  it('says "No analytics data yet." when nothing was recorded', () => {
    state.result = loaded(toAnalyticsView({ visitors: { value: 0 }, pageviews: { value: 0 } }));
    renderWithRouter(<AnalyticsPanel />);
    expect(screen.getByText('No analytics data yet.')).toBeInTheDocument();
    expect(screen.queryByText('Visitors')).not.toBeInTheDocument();
  });

  it('a failure says so and Retry asks again', async () => {
    const user = userEvent.setup();
    state.result = { ...state.result, isPending: false, isError: true };
    renderWithRouter(<AnalyticsPanel />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load analytics.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(state.result.refetch).toHaveBeenCalled();
  });
});
