import { Button } from '@newsroom/shared';
import { useSearchParams } from 'react-router-dom';
import { Notice } from '../../components/Notice.tsx';
import type { ConsolePanelProps } from '../console/consoleTabs.ts';
import { PanelHeader } from '../stories/StoriesPanel.styles.ts';
import { Failure } from './AnalyticsPanel.styles.ts';
import { AnalyticsReport } from './AnalyticsReport.tsx';
import { ANALYTICS_PERIODS, ANALYTICS_TEXT, periodOrDefault, type AnalyticsPeriod } from './analyticsView.ts';
import { PeriodPicker } from './PeriodPicker.tsx';
import { useAnalytics } from './useAnalytics.ts';

/** ?period=24h|7d|30d: a reload or a shared link keeps the period. */
const PERIOD_PARAM = 'period';

function AdminAnalytics() {
  const [params, setParams] = useSearchParams();
  const period = periodOrDefault(params.get(PERIOD_PARAM));
  const analytics = useAnalytics(period, true);
  const periodLabel = ANALYTICS_PERIODS.find((option) => option.id === period)?.label ?? period;
  const choose = (next: AnalyticsPeriod) => setParams({ tab: 'analytics', [PERIOD_PARAM]: next }, { replace: true });

  return (
    <>
      <PeriodPicker value={period} onChange={choose} />
      {analytics.isPending && <p role="status">{ANALYTICS_TEXT.loading}</p>}
      {analytics.isError && !analytics.data && (
        <Failure role="alert">
          <p>{ANALYTICS_TEXT.failed}</p>
          <Button $size="sm" onClick={() => void analytics.refetch()}>
            Retry
          </Button>
        </Failure>
      )}
      {analytics.data && <AnalyticsReport view={analytics.data} periodLabel={periodLabel} />}
    </>
  );
}

/**
 * The Analytics tab: the site's audience for a period (admins only; the function and the database
 * refuse anyone else, so editors get a note instead of a failed request).
 */
export function AnalyticsPanel({ isAdmin }: ConsolePanelProps) {
  return (
    <section aria-labelledby="analytics-title">
      <PanelHeader>
        <h2 id="analytics-title">Analytics</h2>
      </PanelHeader>
      {isAdmin ? (
        <AdminAnalytics />
      ) : (
        <Notice $tone="info" role="note" aria-label="Admins only">
          <p>
            Site analytics (visitors, page views, countries, traffic sources and the most-read stories) are available to
            administrators.
          </p>
        </Notice>
      )}
    </section>
  );
}
