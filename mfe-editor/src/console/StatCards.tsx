import { DEFAULT_PERIOD } from '../features/analytics/analyticsView.ts';
import { CountryShares } from '../features/analytics/CountryShares.tsx';
import { useAnalytics } from '../features/analytics/useAnalytics.ts';
import { Card, CardLabel, CardNote, CardValue, Cards, CountriesPanel } from '../components/Cards.styles.ts';
import { useStoryViewTotal, type StoryCounts } from './useConsoleCounts.ts';

/** Top countries in the dashboard panel. */
export const TOP_COUNTRIES = 12;

export interface StatCardsProps {
  /** From count queries: the lists load a page at a time, so no row list has them all. */
  stories: StoryCounts;
  essays: number;
  isAdmin: boolean;
}

function format(value: number | undefined): string {
  return value === undefined ? '—' : value.toLocaleString('en-GB');
}

function Stat({ label, value, note }: { label: string; value: number | undefined; note?: string }) {
  return (
    <Card>
      <CardLabel>{label}</CardLabel>
      <CardValue>{format(value)}</CardValue>
      {note && <CardNote>{note}</CardNote>}
    </Card>
  );
}

/**
 * Counts for everyone on the team; audience figures and top countries for admins only. The
 * audience figures are the Analytics tab's 7-day answer (same query), so both always agree.
 */
export function StatCards({ stories, essays, isAdmin }: StatCardsProps) {
  const views = useStoryViewTotal(isAdmin);
  const analytics = useAnalytics(DEFAULT_PERIOD, isAdmin);
  const site = analytics.data;
  return (
    <>
      <Cards aria-label="Statistics">
        <Stat label="Published stories" value={stories.published} />
        <Stat label="Scheduled" value={stories.scheduled} />
        <Stat label="Drafts" value={stories.drafts} />
        <Stat label="Photo essays" value={essays} note="All, drafts included" />
        {isAdmin && (
          <>
            <Stat label="Story views" value={views.data} note="All time" />
            <Stat label="Site visitors" value={site?.visitors} note="Last 7 days" />
            <Stat label="Page views" value={site?.pageviews} note="Last 7 days" />
            <Stat label="Countries" value={site?.countries.length} note="Last 7 days" />
          </>
        )}
      </Cards>
      {isAdmin && (
        <CountriesPanel aria-labelledby="top-countries-title">
          <h2 id="top-countries-title">Top countries (last 7 days)</h2>
          {analytics.isPending && <p>Loading site analytics…</p>}
          {analytics.isError && <p>Failed to load analytics.</p>}
          {site && <CountryShares view={site} limit={TOP_COUNTRIES} />}
        </CountriesPanel>
      )}
    </>
  );
}
