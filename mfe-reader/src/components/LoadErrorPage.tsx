import { Button, MessageScreen } from '@newsroom/shared';

export interface LoadErrorPageProps {
  onRefresh?: () => void;
}

/** The error page when stories cannot be loaded (home, story and category pages). */
export function LoadErrorPage({ onRefresh = () => window.location.reload() }: LoadErrorPageProps) {
  return (
    <MessageScreen
      role="alert"
      minHeight="40vh"
      title="Unable to Load Content"
      message="We couldn't load the latest stories. Please check your connection and try again."
    >
      <Button $variant="primary" onClick={onRefresh}>
        Refresh Page
      </Button>
    </MessageScreen>
  );
}
