import { Suspense, type ReactNode } from 'react';

/**
 * An area of the server's page that React may hydrate after the rest: a Suspense boundary of its
 * own, so the first hydration pass (the masthead and its menu button) stays short and React
 * yields between areas (selective hydration, decision 146). A tap inside the area before then
 * hydrates it first and is replayed. Nothing here suspends: the server writes the same markup.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
