import { describe, expect, it } from 'vitest';
import { ANALYTICS_TEXT, periodOrDefault, toAnalyticsView, UNKNOWN_COUNTRY } from './analyticsView.ts';

const answer = {
  visitors: { value: 150 },
  pageviews: { value: 600 },
  countries: {
    value: {
      'United Kingdom': 210,
      Zimbabwe: 170,
      'South Africa': 40,
      Botswana: 40,
      Ireland: 30,
      Zambia: 20,
      Germany: 0,
    },
  },
  sources: { value: { direct: 300, google: 200, newsletter: 100 } },
  series: {
    unit: 'day',
    timeZone: 'Africa/Harare',
    value: [
      { start: '2026-11-16T00:00', visitors: 10, pageviews: 30 },
      { start: '2026-11-17T00:00', visitors: 12, pageviews: 41 },
    ],
  },
  topStories: { value: [{ id: 'a1', title: '<b>Kariba</b> levels', views: 9 }] },
};

describe('toAnalyticsView', () => {
  it('reads the figures, every known country and every source, with shares of page views', () => {
    const view = toAnalyticsView(answer);
    expect(view).toMatchObject({ visitors: 150, pageviews: 600, unknownCountry: null, isEmpty: false });
    expect(view.countries.map((country) => country.name)).toEqual([
      'United Kingdom',
      'Zimbabwe',
      'Botswana',
      'South Africa',
      'Ireland',
      'Zambia',
    ]);
    expect(view.countries[0]).toEqual({ name: 'United Kingdom', views: 210, percent: 35 });
    expect(view.sources).toEqual([
      { name: 'direct', views: 300, percent: 50 },
      { name: 'google', views: 200, percent: 33 },
      { name: 'newsletter', views: 100, percent: 17 },
    ]);
  });

  it('takes page views without a known country apart: a share of all page views, not a country', () => {
    const view = toAnalyticsView({
      ...answer,
      pageviews: { value: 100 },
      countries: { value: { Unknown: 47, 'United Kingdom': 30, Zimbabwe: 23 } },
    });
    expect(view.unknownCountry).toEqual({ name: UNKNOWN_COUNTRY, views: 47, percent: 47 });
    expect(view.countries).toEqual([
      { name: 'United Kingdom', views: 30, percent: 30 },
      { name: 'Zimbabwe', views: 23, percent: 23 },
    ]);
    // The shares of the countries and of Unknown are of the same total: they add up to 100 %.
    const shares = [...view.countries, view.unknownCountry].map((share) => share?.percent ?? 0);
    expect(shares.reduce((sum, percent) => sum + percent, 0)).toBe(100);
  });

  it('labels days and hours for the chart, in the answer’s own local times', () => {
    const days = toAnalyticsView(answer);
    expect(days).toMatchObject({ unit: 'day', timeZone: 'Africa/Harare' });
    expect(days.series.map((point) => point.label)).toEqual(['Mon 16 Nov', 'Tue 17 Nov']);
    const hours = toAnalyticsView({
      ...answer,
      series: { unit: 'hour', timeZone: 'UTC', value: [{ start: '2026-11-22T14:00', visitors: 1, pageviews: 2 }] },
    });
    expect(hours.series).toEqual([{ start: '2026-11-22T14:00', label: '14:00', visitors: 1, pageviews: 2 }]);
  });

  it('keeps story titles as text and drops stories without an id', () => {
    const view = toAnalyticsView({
      ...answer,
      topStories: {
        value: [
          { id: 'a1', title: '<b>Kariba</b> levels', views: 9 },
          { title: 'no id', views: 3 },
        ],
      },
    });
    expect(view.topStories).toEqual([{ id: 'a1', title: '<b>Kariba</b> levels', views: 9 }]);
  });

  it("keeps a story's slug (its address, decision 206); a null or odd one is left out", () => {
    const view = toAnalyticsView({
      ...answer,
      topStories: {
        value: [
          { id: 'a1', slug: 'kariba-levels', title: 'Kariba', views: 9 },
          { id: 'a2', slug: null, title: 'No slug', views: 3 },
          { id: 'a3', slug: 42, title: 'Odd slug', views: 1 },
        ],
      },
    });
    expect(view.topStories).toEqual([
      { id: 'a1', slug: 'kariba-levels', title: 'Kariba', views: 9 },
      { id: 'a2', title: 'No slug', views: 3 },
      { id: 'a3', title: 'Odd slug', views: 1 },
    ]);
  });

  it('is empty when nothing was recorded, and survives an odd or missing answer', () => {
    expect(toAnalyticsView({ visitors: { value: 0 }, pageviews: { value: 0 } }).isEmpty).toBe(true);
    const odd = toAnalyticsView({ visitors: { value: 'many' }, countries: { value: [1, 2] }, series: 'x' });
    expect(odd).toMatchObject({ visitors: 0, countries: [], sources: [], series: [], topStories: [], isEmpty: true });
    expect(toAnalyticsView(null).isEmpty).toBe(true);
  });

  it('keeps the product texts', () => {
    expect(ANALYTICS_TEXT).toMatchObject({
      loading: 'Loading site analytics…',
      noRegions: 'No region data yet.',
      noSources: 'No traffic source data yet.',
      noData: 'No analytics data yet.',
      failed: 'Failed to load analytics.',
    });
  });
});

describe('periodOrDefault', () => {
  it('offers 24 hours, 7 days and 30 days, 7 days by default', () => {
    expect(periodOrDefault('24h')).toBe('24h');
    expect(periodOrDefault('30d')).toBe('30d');
    expect(periodOrDefault(null)).toBe('7d');
    expect(periodOrDefault('90d')).toBe('7d');
  });
});
