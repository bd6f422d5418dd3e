import { peekRuntimeConfig, type SlotName } from '@newsroom/shared';
import { prepareTeamContainer } from '../../federation/teamContainer.ts';
import { TeamMount } from '../../federation/TeamMount.ts';

export interface RegisteredSlotProps {
  slot: SlotName;
}

/**
 * The modules registered for a place of the page (decision 212), in the registry's order, each in
 * its own area (RemoteMount: a remote that is down, slow, refused by its hash or throwing costs
 * only its own area), loaded from the version this device was given (canary or registered).
 */
export function RegisteredSlot({ slot }: RegisteredSlotProps) {
  const fillers = (peekRuntimeConfig()?.registry ?? []).flatMap((remote) =>
    (remote.slots ?? []).filter((entry) => entry.slot === slot).map((entry) => ({ remote, module: entry.module })),
  );
  return fillers.map(({ remote, module }) => {
    prepareTeamContainer(remote);
    return <TeamMount key={`${remote.container}/${module}`} remote={remote.container} module={module} />;
  });
}
