import {
  liveFeedsQuery,
  sportsCategoriesQuery,
  sportsEventsQuery,
  sportsHubEventsQuery,
  truncateChars,
  type LiveEvent,
  type PageHead,
  type PageServerContext,
  type PageServerData,
} from '@newsroom/shared';

const DESCRIPTION_CHARS = 160;

function httpUrl(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The home page's Live Updates panel: the active live feeds. */
export const liveUpdatesServerData: PageServerData = {
  prefetch: ({ queryClient }) => queryClient.prefetchQuery(liveFeedsQuery()),
};

/** The home page's Live Events panel and the live events hub: every event. */
export const liveEventsServerData: PageServerData = {
  prefetch: ({ queryClient }) => queryClient.prefetchQuery(sportsEventsQuery()),
};

export const liveEventsPageServerData: PageServerData = {
  ...liveEventsServerData,
  head: ({ siteName }) => ({
    title: `Live Events | ${siteName}`,
    description: `Live and upcoming events on ${siteName}: sports, entertainment, education, gaming, business, technology and health.`,
  }),
};

export const sportsLiveServerData: PageServerData = {
  prefetch: ({ queryClient }) =>
    Promise.all([
      queryClient.prefetchQuery(sportsHubEventsQuery()),
      queryClient.prefetchQuery(sportsCategoriesQuery()),
    ]),
  head: ({ siteName }) => ({
    title: `Sports Live | ${siteName}`,
    description: `Live and upcoming sports on ${siteName}.`,
  }),
};

function eventHead(event: LiveEvent, context: PageServerContext): PageHead {
  const image = httpUrl(event.thumbnailUrl);
  return {
    title: `${event.title} | ${context.siteName}`,
    description: truncateChars(event.description, DESCRIPTION_CHARS) || undefined,
    canonicalPath: `/live-events/${encodeURIComponent(event.id)}`,
    image: image ? { url: image, width: 1280, height: 720, alt: event.title } : undefined,
  };
}

/** An event's own page: 404 when the events loaded and none has the id. */
export const liveEventServerData: PageServerData = {
  ...liveEventsServerData,
  head: (context) => {
    const events = context.queryClient.getQueryData(sportsEventsQuery().queryKey);
    if (!events) return { title: `Live Events | ${context.siteName}` };
    const event = events.find((candidate) => candidate.id === context.params.id);
    return event ? eventHead(event, context) : { status: 404, title: `Page not found | ${context.siteName}` };
  },
};
