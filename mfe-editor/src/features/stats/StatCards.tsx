import { Card, CardLabel, CardValue, Cards, CountriesPanel } from './StatCards.styles.ts';
import { useStoryViewTotal, type StoryCounts } from './useConsoleCounts.ts';
import { useSiteAnalytics } from './useSiteAnalytics.ts';

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

function Stat({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Card>
      <CardLabel>{label}</CardLabel>
      <CardValue>{format(value)}</CardValue>
    </Card>
  );
}

/** Counts for everyone on the team; audience figures and top countries for admins only. */
export function StatCards({ stories, essays, isAdmin }: StatCardsProps) {
  const views = useStoryViewTotal(isAdmin);
  const analytics = useSiteAnalytics(isAdmin);
  const site = analytics.data;
  return (
    <>
      <Cards aria-label="Statistics">
        <Stat label="Published stories" value={stories.published} />
        <Stat label="Scheduled" value={stories.scheduled} />
        <Stat label="Drafts" value={stories.drafts} />
        <Stat label="Photo essays" value={essays} />
        {isAdmin && (
          <>
            <Stat label="Story views" value={views.data} />
            <Stat label="Site visitors" value={site?.visitors} />
            <Stat label="Page views" value={site?.pageviews} />
            <Stat label="Countries" value={site?.countries.length} />
          </>
        )}
      </Cards>
      {isAdmin && (
        <CountriesPanel aria-labelledby="top-countries-title">
          <h2 id="top-countries-title">Top countries (last 7 days)</h2>
          {analytics.isPending && <p>Loading site analytics…</p>}
          {analytics.isError && <p>Failed to load analytics.</p>}
          {site && site.countries.length === 0 && <p>No region data yet.</p>}
          {site && site.countries.length > 0 && (
            <ol>
              {site.countries.slice(0, TOP_COUNTRIES).map(([country, views]) => (
                <li key={country}>
                  {country}: {views.toLocaleString('en-GB')}
                </li>
              ))}
            </ol>
          )}
        </CountriesPanel>
      )}
    </>
  );
}
