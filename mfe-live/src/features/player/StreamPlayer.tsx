import { RemoteErrorBoundary, useSiteOrigin, type LiveEvent } from '@newsroom/shared';
import { streamSource } from '@newsroom/shared/stream-source';
import { useCallback, useState } from 'react';
import { EmbeddedStream } from './EmbeddedStream.tsx';
import { Screen } from './StreamPlayer.styles.ts';
import { StreamUnavailable } from './StreamUnavailable.tsx';
import { VideoStream } from './VideoStream.tsx';

/** The site's host (Twitch's embed needs it), the same on the server and in the browser. */
function usePageHost(): string {
  const origin = useSiteOrigin();
  return origin ? new URL(origin).hostname : '';
}

function Stream({ event }: { event: LiveEvent }) {
  const [failed, setFailed] = useState(false);
  const onFailure = useCallback(() => setFailed(true), []);
  const source = streamSource(event.streamUrl, event.streamType, usePageHost());
  if (!source || failed) return <StreamUnavailable />;
  if (source.kind === 'embed')
    return <EmbeddedStream src={source.src} provider={source.provider} title={event.title} />;
  return <VideoStream src={source.src} hls={source.hls} title={event.title} onFailure={onFailure} />;
}

/**
 * The event's player in a reserved 16:9 screen: an embedded YouTube/Twitch player, a <video> for a
 * custom stream, or "Stream Not Available". A player that throws costs only this box (with Retry).
 */
export function StreamPlayer({ event }: { event: LiveEvent }) {
  return (
    <Screen data-testid="stream-player">
      <RemoteErrorBoundary label="live/StreamPlayer" renderError={(retry) => <StreamUnavailable onRetry={retry} />}>
        <Stream key={`${event.id}:${event.streamUrl}:${event.streamType}`} event={event} />
      </RemoteErrorBoundary>
    </Screen>
  );
}
