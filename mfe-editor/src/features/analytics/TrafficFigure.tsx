import { lazy, Suspense } from 'react';
import { ChartArea, Figure } from './AnalyticsPanel.styles.ts';
import type { AnalyticsView } from './analyticsView.ts';
import { ChartBoundary } from './ChartBoundary.tsx';

/** Same as TrafficChart's CHART_HEIGHT (not imported: that module is the lazy chunk). */
const CHART_BOX_HEIGHT = 280;

// The chart library is loaded with this tab only: the rest of the console and the site never pay for it.
const TrafficChart = lazy(() => import('./TrafficChart.tsx').then((module) => ({ default: module.TrafficChart })));

export interface TrafficFigureProps {
  view: AnalyticsView;
  periodLabel: string;
}

/** The per-day (or per-hour) picture, with the same numbers as a table for anyone who needs them. */
export function TrafficFigure({ view, periodLabel }: TrafficFigureProps) {
  const per = view.unit === 'hour' ? 'hour' : 'day';
  const caption = `Visitors and page views per ${per}, last ${periodLabel} (times in ${view.timeZone})`;
  return (
    <Figure aria-label={caption} data-testid="traffic-chart">
      <figcaption>{caption}</figcaption>
      <ChartBoundary fallback={<ChartArea $height={CHART_BOX_HEIGHT}>The chart could not be loaded.</ChartArea>}>
        <Suspense fallback={<ChartArea $height={CHART_BOX_HEIGHT}>Loading chart…</ChartArea>}>
          <TrafficChart points={view.series} />
        </Suspense>
      </ChartBoundary>
      <details>
        <summary>Show the figures as a table</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{per === 'hour' ? 'Hour' : 'Day'}</th>
              <th scope="col">Visitors</th>
              <th scope="col">Page views</th>
            </tr>
          </thead>
          <tbody>
            {view.series.map((point) => (
              <tr key={point.start}>
                <th scope="row">
                  <time dateTime={point.start}>{point.label}</time>
                </th>
                <td>{point.visitors.toLocaleString('en-GB')}</td>
                <td>{point.pageviews.toLocaleString('en-GB')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Figure>
  );
}
