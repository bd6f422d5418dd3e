import { Button, MessageScreen } from '@newsroom/shared';

/** The fallback error screen of the top-level error boundary. */
export function ErrorScreen() {
  return (
    <MessageScreen
      as="main"
      minHeight="70vh"
      title="Something went wrong"
      message="We apologize for the inconvenience. Please refresh the page or try again later."
    >
      <Button $variant="primary" onClick={() => window.location.reload()}>
        Refresh Page
      </Button>
    </MessageScreen>
  );
}
