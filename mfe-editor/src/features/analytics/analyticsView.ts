import { format, isValid, parseISO } from 'date-fns';

/** The Analytics tab's texts (docs/product/messages.md#analytics word for word, and ours). */
export const ANALYTICS_TEXT = {
  loading: 'Loading site analytics…',
  noRegions: 'No region data yet.',
  noSources: 'No traffic source data yet.',
  noData: 'No analytics data yet.',
  failed: 'Failed to load analytics.',
  noStoryViews: 'No story views in this period yet.',
} as const;

export type AnalyticsPeriod = '24h' | '7d' | '30d';

export const ANALYTICS_PERIODS: ReadonlyArray<{ id: AnalyticsPeriod; label: string }> = [
  { id: '24h', label: '24 hours' },
  { id: '7d', label: '7 days' },
  { id: '30d', label: '30 days' },
];

export const DEFAULT_PERIOD: AnalyticsPeriod = '7d';

/** Countries listed in the tab (the dashboard card shows 12). */
export const TOP_COUNTRIES_IN_TAB = 5;

/**
 * The name the database gives page views with no known country (docs/product/analytics.md): they
 * are shown apart, never ranked among countries nor counted as one.
 */
export const UNKNOWN_COUNTRY = 'Unknown';

export function periodOrDefault(value: string | null): AnalyticsPeriod {
  return ANALYTICS_PERIODS.some((period) => period.id === value) ? (value as AnalyticsPeriod) : DEFAULT_PERIOD;
}

export interface Share {
  name: string;
  views: number;
  /** Whole percent of the period's page views. */
  percent: number;
}

export interface SeriesPoint {
  /** Local start of the bucket, as the function gave it (YYYY-MM-DDTHH:mm). */
  start: string;
  /** Axis label: "Mon 16 Nov" per day, "14:00" per hour. */
  label: string;
  visitors: number;
  pageviews: number;
}

export interface MostRead {
  id: string;
  /** The story's current slug (its address, storyPath), when the answer carries one. */
  slug?: string;
  title: string;
  views: number;
}

export interface AnalyticsView {
  visitors: number;
  pageviews: number;
  /** Every known country, most page views first (the tab lists 5, the dashboard 12). */
  countries: Share[];
  /** Page views whose country is not known, with their share; null when there are none. */
  unknownCountry: Share | null;
  sources: Share[];
  unit: 'hour' | 'day';
  timeZone: string;
  series: SeriesPoint[];
  topStories: MostRead[];
  /** Nothing was recorded in the period. */
  isEmpty: boolean;
}

type Json = Record<string, unknown>;

const objectOf = (value: unknown): Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
const countOf = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : 0;
const valueOf = (body: Json, key: string): unknown => objectOf(body[key]).value;

/** A {name: count} map as shares of `total`, most first (ties by name). */
function sharesOf(map: unknown, total: number): Share[] {
  return Object.entries(objectOf(map))
    .map(([name, views]) => ({ name, views: countOf(views) }))
    .filter((entry) => entry.views > 0)
    .sort((a, b) => b.views - a.views || a.name.localeCompare(b.name))
    .map((entry) => ({ ...entry, percent: total > 0 ? Math.round((entry.views / total) * 100) : 0 }));
}

function labelOf(start: string, unit: 'hour' | 'day'): string {
  const date = parseISO(start);
  if (!isValid(date)) return start;
  return format(date, unit === 'hour' ? 'HH:mm' : 'EEE d MMM');
}

function seriesOf(raw: unknown, unit: 'hour' | 'day'): SeriesPoint[] {
  const points = Array.isArray(raw) ? raw : [];
  return points.flatMap((item) => {
    const point = objectOf(item);
    if (typeof point.start !== 'string') return [];
    return [
      {
        start: point.start,
        label: labelOf(point.start, unit),
        visitors: countOf(point.visitors),
        pageviews: countOf(point.pageviews),
      },
    ];
  });
}

function mostReadOf(raw: unknown): MostRead[] {
  const stories = Array.isArray(raw) ? raw : [];
  return stories.flatMap((item) => {
    const story = objectOf(item);
    if (typeof story.id !== 'string' || !story.id || typeof story.title !== 'string') return [];
    const slug = typeof story.slug === 'string' && story.slug ? { slug: story.slug } : {};
    return [{ id: story.id, ...slug, title: story.title, views: countOf(story.views) }];
  });
}

/**
 * The simple-analytics answer as the console shows it, in the Analytics tab and on the admins'
 * cards alike (one definition: docs/product/analytics.md). Shares are of all the period's page
 * views, so the countries' and Unknown's add up to 100 %. The answer is data from the network: anything
 * missing or odd counts as nothing rather than breaking the page.
 */
export function toAnalyticsView(answer: unknown): AnalyticsView {
  const body = objectOf(answer);
  const visitors = countOf(valueOf(body, 'visitors'));
  const pageviews = countOf(valueOf(body, 'pageviews'));
  const countries = sharesOf(valueOf(body, 'countries'), pageviews);
  const unknownCountry = countries.find((country) => country.name === UNKNOWN_COUNTRY) ?? null;
  const series = objectOf(body.series);
  const unit = series.unit === 'hour' ? 'hour' : 'day';
  return {
    visitors,
    pageviews,
    countries: countries.filter((country) => country !== unknownCountry),
    unknownCountry,
    sources: sharesOf(valueOf(body, 'sources'), pageviews),
    unit,
    timeZone: typeof series.timeZone === 'string' ? series.timeZone : 'UTC',
    series: seriesOf(series.value, unit),
    topStories: mostReadOf(valueOf(body, 'topStories')),
    isEmpty: visitors === 0 && pageviews === 0,
  };
}
