import { Button } from '@newsroom/shared';
import { ErrorBox } from './EventHub.styles.ts';

export interface HubErrorProps {
  message: string;
  onRetry: () => void;
}

/** The events could not be loaded: say so and offer Retry (the toast has said it once too). */
export function HubError({ message, onRetry }: HubErrorProps) {
  return (
    <ErrorBox role="alert">
      <h2>{message}</h2>
      <p>Please check your connection and try again.</p>
      <Button onClick={onRetry}>Retry</Button>
    </ErrorBox>
  );
}
