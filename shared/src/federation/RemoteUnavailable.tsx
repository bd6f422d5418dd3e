import { Box, Message, RetryButton } from './RemoteUnavailable.styles.ts';

export interface RemoteUnavailableProps {
  onRetry: () => void;
}

/** Shown in place of an area whose remote is down; says nothing technical, offers a retry. */
export function RemoteUnavailable({ onRetry }: RemoteUnavailableProps) {
  return (
    <Box role="alert">
      <Message>This section is unavailable right now.</Message>
      <p>Please try again in a moment.</p>
      <RetryButton type="button" onClick={onRetry}>
        Retry
      </RetryButton>
    </Box>
  );
}
