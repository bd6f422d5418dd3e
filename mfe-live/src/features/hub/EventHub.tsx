import { type LiveEvent, type SportsCategory } from '@newsroom/shared';
import { Tab, TabList, TabPanel, Tabs } from '@newsroom/shared/tabs';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { EventLinkState } from '../../lib/eventLinks.ts';
import { useNow } from '../../lib/useNow.ts';
import { EmptyState } from './EmptyState.tsx';
import { EventGrid } from '../../components/EventGrid.tsx';
import { Header, LiveDot, Note, Page, Section } from './EventHub.styles.ts';
import { FilterGroup, type FilterOption } from './FilterGroup.tsx';
import { HubError } from './HubError.tsx';
import { HubLoading } from './HubLoading.tsx';
import { HUB_TABS, liveNowEvents, tabEvents, type HubTab } from './hubSelection.ts';
import { useHubParams } from './useHubParams.ts';
import { useReturnFocusToCard } from './useReturnFocusToCard.ts';

export interface EventHubProps {
  title: string;
  intro: string;
  /** The events query (its own load-error toast is in its meta). */
  result: Pick<UseQueryResult<LiveEvent[], Error>, 'data' | 'isPending' | 'isError' | 'refetch'>;
  errorMessage: string;
  /** "No Live Events Available" / "No Sports Events Available". */
  emptyTitle: string;
  filterLabel: string;
  /** The query-string parameter of the filter (?type=… or ?category=…). */
  filterParam: string;
  filterOptions: readonly FilterOption[];
  matchesFilter: (event: LiveEvent, filter: string) => boolean;
  categories?: ReadonlyMap<string, SportsCategory>;
}

/** Shared by both hubs: filter buttons, Live Now, tabs Upcoming / Featured / All Events. */
export function EventHub(props: EventHubProps) {
  const { title, intro, result, errorMessage, emptyTitle, filterLabel, filterParam, filterOptions } = props;
  const { matchesFilter, categories } = props;
  const now = useNow(30_000);
  const location = useLocation();
  const known = (value: string) => filterOptions.some((option) => option.value === value);
  const { filter, tab, setFilter, setTab } = useHubParams(filterParam, known);
  const { container, onOpen } = useReturnFocusToCard(result.data !== undefined);
  const filtered = useMemo(
    () => (result.data ?? []).filter((event) => matchesFilter(event, filter)),
    [result.data, matchesFilter, filter],
  );
  const live = liveNowEvents(filtered);
  const linkState: EventLinkState = { hub: `${location.pathname}${location.search}`, depth: 1 };
  const grid = { now, categories, linkState, onOpen };

  return (
    <Page ref={container}>
      <Header>
        <h1>{title}</h1>
        <p>{intro}</p>
      </Header>
      <FilterGroup label={filterLabel} options={filterOptions} value={filter} onChange={setFilter} />
      {result.isPending && <HubLoading label="Loading events…" />}
      {result.isError && !result.data && <HubError message={errorMessage} onRetry={() => void result.refetch()} />}
      {result.data && (
        <>
          <Section aria-labelledby="live-now-title" data-testid="live-now">
            <h2 id="live-now-title">
              <LiveDot aria-hidden="true" />
              Live Now
            </h2>
            {live.length > 0 ? (
              <EventGrid events={live} label="Live now" {...grid} />
            ) : (
              <Note>Nothing is live right now.</Note>
            )}
          </Section>
          <Tabs value={tab} onValueChange={(value) => setTab(value as HubTab)}>
            <TabList aria-label="Event lists">
              {HUB_TABS.map(({ value, label }) => (
                <Tab key={value} value={value}>
                  {label}
                </Tab>
              ))}
            </TabList>
            {HUB_TABS.map(({ value, label }) => {
              const events = value === tab ? tabEvents(filtered, value, now) : [];
              return (
                <TabPanel key={value} value={value}>
                  {events.length > 0 ? (
                    <EventGrid events={events} label={label} {...grid} />
                  ) : (
                    <EmptyState title={emptyTitle} />
                  )}
                </TabPanel>
              );
            })}
          </Tabs>
        </>
      )}
    </Page>
  );
}
