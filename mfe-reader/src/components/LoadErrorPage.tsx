import { Button } from '@newsroom/shared';
import { Box } from './LoadErrorPage.styles.ts';

export interface LoadErrorPageProps {
  onRefresh?: () => void;
}

/** SPEC §2: the error page when stories cannot be loaded (home, story and category pages). */
export function LoadErrorPage({ onRefresh = () => window.location.reload() }: LoadErrorPageProps) {
  return (
    <Box role="alert" aria-labelledby="load-error-title">
      <h1 id="load-error-title">Unable to Load Content</h1>
      <p>We couldn&apos;t load the latest stories. Please check your connection and try again.</p>
      <Button $variant="primary" onClick={onRefresh}>
        Refresh Page
      </Button>
    </Box>
  );
}
