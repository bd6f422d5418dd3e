import { storyPath } from '@newsroom/shared';
import { Link } from 'react-router-dom';
import { Card, CardLabel, CardValue, Cards } from '../../components/Cards.styles.ts';
import { Box, Grid } from './AnalyticsPanel.styles.ts';
import { ANALYTICS_TEXT, TOP_COUNTRIES_IN_TAB, type AnalyticsView } from './analyticsView.ts';
import { CountryShares } from './CountryShares.tsx';
import { formatCount, ShareList } from './ShareList.tsx';
import { TrafficFigure } from './TrafficFigure.tsx';

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
          <CardValue data-testid="analytics-visitors">{formatCount(view.visitors)}</CardValue>
        </Card>
        <Card>
          <CardLabel>Page views</CardLabel>
          <CardValue data-testid="analytics-pageviews">{formatCount(view.pageviews)}</CardValue>
        </Card>
        <Card>
          <CardLabel>Countries</CardLabel>
          <CardValue>{formatCount(view.countries.length)}</CardValue>
        </Card>
      </Cards>
      <TrafficFigure view={view} periodLabel={periodLabel} />
      <Grid>
        <Box aria-labelledby="top-countries-tab-title">
          <h3 id="top-countries-tab-title">Top countries</h3>
          <CountryShares view={view} limit={TOP_COUNTRIES_IN_TAB} />
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
        <p>Story views in the last {periodLabel}: opens of a story’s page, a repeat within 30 minutes not counted.</p>
        {view.topStories.length === 0 ? (
          <p>{ANALYTICS_TEXT.noStoryViews}</p>
        ) : (
          <ol>
            {view.topStories.map((story) => (
              <li key={story.id}>
                <Link to={storyPath(story)}>{story.title}</Link> — {formatCount(story.views)}{' '}
                {story.views === 1 ? 'view' : 'views'}
              </li>
            ))}
          </ol>
        )}
      </Box>
    </>
  );
}
