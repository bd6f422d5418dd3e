import { useHydrated, type SlotName } from '@newsroom/shared';
import { lazy, Suspense } from 'react';

// The registry's modules are mounted from a chunk of its own, loaded only where a team fills a slot.
const RegisteredSlot = lazy(async () => ({ default: (await import('./RegisteredSlot.tsx')).RegisteredSlot }));

export interface TeamSlotProps {
  slot: SlotName;
}

/**
 * A slot teams' remotes fill: the server renders the modules of the remotes it runs (decision 214)
 * and the page hydrates them; the others are added once the page has hydrated, so the browser's
 * first render matches the server's HTML.
 */
export function TeamSlot({ slot }: TeamSlotProps) {
  const hydrated = useHydrated();
  return (
    <Suspense fallback={null}>
      <RegisteredSlot slot={slot} withBrowserOnly={hydrated} />
    </Suspense>
  );
}
