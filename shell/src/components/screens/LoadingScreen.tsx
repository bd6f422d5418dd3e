import { MessageScreen } from '@newsroom/shared';
import { Spinner } from './LoadingScreen.styles.ts';

export interface LoadingScreenProps {
  siteName: string;
}

/** The full-page screen at application start, "Loading {product name}". */
export function LoadingScreen({ siteName }: LoadingScreenProps) {
  return (
    <MessageScreen
      as="div"
      minHeight="100vh"
      role="status"
      aria-live="polite"
      tone="status"
      icon={<Spinner aria-hidden="true" />}
      message={`Loading ${siteName}`}
    />
  );
}
