import { Button } from '@newsroom/shared';
import { useSearchParams } from 'react-router-dom';
import { PanelHeader } from '../../components/consoleKit.styles.ts';
import { Failure } from './AnalyticsPanel.styles.ts';
import { AnalyticsReport } from './AnalyticsReport.tsx';
import { ANALYTICS_PERIODS, ANALYTICS_TEXT, periodOrDefault, type AnalyticsPeriod } from './analyticsView.ts';
import { PeriodPicker } from './PeriodPicker.tsx';
import { useAnalytics } from './useAnalytics.ts';

/** ?period=24h|7d|30d: a reload or a shared link keeps the period. */
const PERIOD_PARAM = 'period';

function SiteAnalytics() {
  const [params, setParams] = useSearchParams();
  const period = periodOrDefault(params.get(PERIOD_PARAM));
  const analytics = useAnalytics(period);
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
 * The Analytics tab: the site's audience for a period, for the console's team (editors and
 * admins; the function and the database refuse anyone else). Figures: docs/product/analytics.md.
 */
export function AnalyticsPanel() {
  return (
    <section aria-labelledby="analytics-title">
      <PanelHeader>
        <h2 id="analytics-title">Analytics</h2>
      </PanelHeader>
      <SiteAnalytics />
    </section>
  );
}
