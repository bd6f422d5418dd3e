import { Button } from '@newsroom/shared';
import { Box } from './LoadFailure.styles.ts';

export interface LoadFailureProps {
  /** The reason, shown as text after "Error loading data: ". */
  error: string;
  onRetry: () => void;
}

/** The console's load failure: what went wrong and a Retry that loads the data again. */
export function LoadFailure({ error, onRetry }: LoadFailureProps) {
  return (
    <Box role="alert">
      <p>Error loading data: {error}</p>
      <Button onClick={onRetry}>Retry</Button>
    </Box>
  );
}
