import { Link } from 'react-router-dom';
import { Card, CardLabel, CardValue, Cards } from '../stats/StatCards.styles.ts';
import { Box, Grid } from './AnalyticsPanel.styles.ts';
import { ANALYTICS_TEXT, type AnalyticsView, type Share } from './analyticsView.ts';
import { TrafficFigure } from './TrafficFigure.tsx';

const number = (value: number) => value.toLocaleString('en-GB');

function ShareList({ shares, label }: { shares: readonly Share[]; label: string }) {
  return (
    <ol aria-label={label}>
      {shares.map((share) => (
        <li key={share.name}>
          {share.name}: {number(share.views)} ({share.percent}%)
        </li>
      ))}
    </ol>
  );
}

export interface AnalyticsReportProps {
  view: AnalyticsView;
  periodLabel: string;
}

/** Visitors, page views, top 5 countries, traffic sources, the chart and the most-read stories. */
export function AnalyticsReport({ view, periodLabel }: AnalyticsReportProps) {
  if (view.isEmpty) return <p>{ANALYTICS_TEXT.noData}</p>;
  return (
    <>
      <Cards aria-label="Site figures">
        <Card>
          <CardLabel>Visitors</CardLabel>
          <CardValue data-testid="analytics-visitors">{number(view.visitors)}</CardValue>
        </Card>
        <Card>
          <CardLabel>Page views</CardLabel>
          <CardValue data-testid="analytics-pageviews">{number(view.pageviews)}</CardValue>
        </Card>
        <Card>
          <CardLabel>Countries</CardLabel>
          <CardValue>{number(view.countryCount)}</CardValue>
        </Card>
      </Cards>
      <TrafficFigure view={view} periodLabel={periodLabel} />
      <Grid>
        <Box aria-labelledby="top-countries-tab-title">
          <h3 id="top-countries-tab-title">Top countries</h3>
          {view.countries.length === 0 ? (
            <p>{ANALYTICS_TEXT.noRegions}</p>
          ) : (
            <ShareList shares={view.countries} label="Top countries by page views" />
          )}
        </Box>
        <Box aria-labelledby="sources-title">
          <h3 id="sources-title">Traffic sources</h3>
          {view.sources.length === 0 ? (
            <p>{ANALYTICS_TEXT.noSources}</p>
          ) : (
            <ShareList shares={view.sources} label="Traffic sources by page views" />
          )}
        </Box>
      </Grid>
      <Box aria-labelledby="most-read-title">
        <h3 id="most-read-title">Most-read stories</h3>
        {view.topStories.length === 0 ? (
          <p>{ANALYTICS_TEXT.noStoryViews}</p>
        ) : (
          <ol>
            {view.topStories.map((story) => (
              <li key={story.id}>
                <Link to={`/story/${encodeURIComponent(story.id)}`}>{story.title}</Link> — {number(story.views)}{' '}
                {story.views === 1 ? 'view' : 'views'}
              </li>
            ))}
          </ol>
        )}
      </Box>
    </>
  );
}
