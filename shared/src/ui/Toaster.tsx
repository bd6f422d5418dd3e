import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterRequested, subscribeToasterRequest } from './toast.ts';

const LazySonnerToaster = lazy(() =>
  import(/* webpackChunkName: "sonner-toaster" */ './SonnerToaster.tsx').then((module) => ({
    default: module.SonnerToaster,
  })),
);

/**
 * The one toast region of the portal, rendered once by the shell. Nothing is rendered (on the
 * server, while hydrating, and until the first toast) so sonner stays out of the first paint's
 * JavaScript and server and browser render the same markup.
 */
export function Toaster() {
  const requested = useSyncExternalStore(subscribeToasterRequest, isToasterRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <LazySonnerToaster />
    </Suspense>
  );
}
