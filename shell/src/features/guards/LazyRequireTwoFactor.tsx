import { lazy, Suspense, type ReactNode } from 'react';
import { GuardPending } from './GuardPending.tsx';

const RequireTwoFactor = lazy(async () => ({ default: (await import('./RequireTwoFactor.tsx')).RequireTwoFactor }));

/**
 * RequireTwoFactor with its code (the code step, the authenticator calls) loaded when a console
 * route opens: a reader's first page never runs it (the home page's JavaScript budget).
 */
export function LazyRequireTwoFactor({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<GuardPending />}>
      <RequireTwoFactor>{children}</RequireTwoFactor>
    </Suspense>
  );
}
