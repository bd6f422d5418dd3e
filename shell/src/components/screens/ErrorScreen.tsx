import { Screen, RefreshButton } from './ErrorScreen.styles.ts';

/** SPEC §2: the fallback error screen of the top-level error boundary. */
export function ErrorScreen() {
  return (
    <Screen>
      <h1>Something went wrong</h1>
      <p>We apologize for the inconvenience. Please refresh the page or try again later.</p>
      <RefreshButton type="button" onClick={() => window.location.reload()}>
        Refresh Page
      </RefreshButton>
    </Screen>
  );
}
