import {
  NotFoundPage,
  truncateChars,
  useDocumentHead,
  useRegisterEventView,
  useSportsEvents,
  LIVE_EVENTS_LOAD_ERROR,
  siteName,
} from '@newsroom/shared';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { HubError } from '../features/hub/HubError.tsx';
import { EventPlayerLoading } from '../features/player/EventPlayerLoading.tsx';
import { EventPlayerView } from '../features/player/EventPlayerView.tsx';
import { otherLiveEvents } from '../features/player/MoreLiveEvents.tsx';

const META_DESCRIPTION_CHARS = 160;

/**
 * Exposed as ./LiveEventPage (/live-events/:id): one event's own, shareable page with its player.
 * An unknown id shows the 404 page. Each open counts one view.
 */
export function LiveEventPage() {
  const { id } = useParams<{ id: string }>();
  const { data: events, isPending, isError, refetch } = useSportsEvents();
  const event = useMemo(() => events?.find((candidate) => candidate.id === id), [events, id]);
  const moreLive = useMemo(() => (events && id ? otherLiveEvents(events, id) : []), [events, id]);

  useRegisterEventView(event?.id);
  useDocumentHead({
    title: event ? `${event.title} | ${siteName()}` : undefined,
    description: event ? truncateChars(event.description, META_DESCRIPTION_CHARS) : undefined,
  });

  if (!id) return <NotFoundPage />;
  if (isPending) return <EventPlayerLoading />;
  if (isError && !events) return <HubError message={LIVE_EVENTS_LOAD_ERROR} onRetry={() => void refetch()} />;
  if (!event) return <NotFoundPage />;
  return <EventPlayerView event={event} moreLive={moreLive} />;
}
