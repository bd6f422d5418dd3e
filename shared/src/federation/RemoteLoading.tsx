import { Status } from './RemoteLoading.styles.ts';

/** Default Suspense fallback while a remote module downloads. */
export function RemoteLoading() {
  return (
    <Status role="status" aria-live="polite">
      Loading…
    </Status>
  );
}
