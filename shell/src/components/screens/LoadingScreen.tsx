import { Screen, Spinner } from './LoadingScreen.styles.ts';

export interface LoadingScreenProps {
  siteName: string;
}

/** SPEC §2: the full-page screen at application start, "Loading {product name}". */
export function LoadingScreen({ siteName }: LoadingScreenProps) {
  return (
    <Screen role="status" aria-live="polite">
      <Spinner aria-hidden="true" />
      <p>Loading {siteName}</p>
    </Screen>
  );
}
