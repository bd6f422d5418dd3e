import { Button } from '@newsroom/shared';
import { LoadErrorBox } from './LoadError.styles.ts';

export interface LoadErrorProps {
  message: string;
  onRetry: () => void;
}

/** A list that failed to load: says so where the list would be, with Retry (no page reload). */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  return (
    <LoadErrorBox role="alert">
      <p>{message}</p>
      <Button $variant="secondary" $size="sm" onClick={onRetry}>
        Retry
      </Button>
    </LoadErrorBox>
  );
}
