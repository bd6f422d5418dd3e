import { Button } from '@newsroom/shared';
import { VideoOff } from 'lucide-react';
import { Unavailable } from './StreamPlayer.styles.ts';

export const STREAM_UNAVAILABLE_TITLE = 'Stream Not Available';
export const STREAM_UNAVAILABLE_TEXT = 'The live stream for this event is not currently available.';

/** No stream URL, one that cannot be played, or a player that failed. */
export function StreamUnavailable({ onRetry }: { onRetry?: () => void }) {
  return (
    <Unavailable data-testid="stream-unavailable">
      <VideoOff aria-hidden="true" focusable="false" size={40} />
      <h2>{STREAM_UNAVAILABLE_TITLE}</h2>
      <p>{STREAM_UNAVAILABLE_TEXT}</p>
      {onRetry && (
        <Button $variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      )}
    </Unavailable>
  );
}
