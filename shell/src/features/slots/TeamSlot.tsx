import { useHydrated, type SlotName } from '@newsroom/shared';
import { lazy, Suspense } from 'react';

// The registry's modules are mounted from a chunk of its own, loaded only where a team fills a slot.
const RegisteredSlot = lazy(async () => ({ default: (await import('./RegisteredSlot.tsx')).RegisteredSlot }));

export interface TeamSlotProps {
  slot: SlotName;
}

/**
 * A slot a team's remote fills, in the browser only: the server renders no team remote (decision
 * 207), so the page hydrates with the place empty and the remote's module fills it afterwards.
 */
export function TeamSlot({ slot }: TeamSlotProps) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <RegisteredSlot slot={slot} />
    </Suspense>
  );
}
