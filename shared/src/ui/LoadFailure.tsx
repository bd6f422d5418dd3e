import { Button } from './Button.tsx';
import { Box } from './LoadFailure.styles.ts';

export interface LoadFailureProps {
  /** The load's user-facing message (failLoad's), shown after "Error loading data: ". */
  message: string;
  onRetry: () => void;
}

/**
 * The consoles' load failure, where the data would be (docs/product/messages.md#console): what
 * failed and a Retry that loads it again, without reloading the page. role=alert announces it.
 */
export function LoadFailure({ message, onRetry }: LoadFailureProps) {
  return (
    <Box role="alert">
      <p>Error loading data: {message}</p>
      <Button $variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </Box>
  );
}
