import { ANALYTICS_TEXT, type AnalyticsView } from './analyticsView.ts';
import { formatCount, ShareList } from './ShareList.tsx';

export interface CountrySharesProps {
  view: Pick<AnalyticsView, 'countries' | 'unknownCountry'>;
  /** How many countries to list (5 in the tab, 12 on the dashboard). */
  limit: number;
}

/** The top countries by page views, and apart from them the page views with no known country. */
export function CountryShares({ view, limit }: CountrySharesProps) {
  const unknown = view.unknownCountry;
  return (
    <>
      {view.countries.length === 0 ? (
        <p>{ANALYTICS_TEXT.noRegions}</p>
      ) : (
        <ShareList shares={view.countries.slice(0, limit)} label="Top countries by page views" />
      )}
      {unknown && (
        <p data-testid="analytics-unknown-country">
          Unknown: {formatCount(unknown.views)} ({unknown.percent}%), page views with no known country.
        </p>
      )}
    </>
  );
}
