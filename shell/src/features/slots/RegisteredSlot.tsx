import { peekRuntimeConfig, ServerAreasContext, type RegisteredRemote, type SlotName } from '@newsroom/shared';
import { useContext } from 'react';
import { canaryRunning } from '../../federation/release.ts';
import { prepareTeamContainer } from '../../federation/teamContainer.ts';
import { TeamMount } from '../../federation/TeamMount.ts';

export interface RegisteredSlotProps {
  slot: SlotName;
  /** Also the modules the server does not render (after hydration): a browser-rendered remote's, a canary's. */
  withBrowserOnly: boolean;
}

/**
 * Whether the shell's server renders this remote's modules (decision 214): it runs its server
 * container, and no canary splits its readers (the page is cached once for all of them).
 */
const renderedOnServer = (remote: RegisteredRemote) => !!remote.serverRendered && !canaryRunning(remote);

/**
 * The modules registered for a place of the page (decision 212), in the registry's order, each in
 * its own area (RemoteMount: a remote that is down, slow, refused by its hash or throwing costs
 * only its own area). A server-rendered remote's are in the server's HTML and hydrated; the others
 * are added once the page has hydrated, loaded from the version this reader was given.
 */
export function RegisteredSlot({ slot, withBrowserOnly }: RegisteredSlotProps) {
  // On the server the containers are the teams' server builds, registered by ServerRemotes.
  const onServer = useContext(ServerAreasContext) !== null;
  const fillers = (peekRuntimeConfig()?.registry ?? []).flatMap((remote) =>
    (remote.slots ?? [])
      .filter((entry) => entry.slot === slot && (withBrowserOnly || renderedOnServer(remote)))
      .map((entry) => ({ remote, module: entry.module })),
  );
  return fillers.map(({ remote, module }) => {
    if (!onServer) prepareTeamContainer(remote);
    return <TeamMount key={`${remote.container}/${module}`} remote={remote.container} module={module} />;
  });
}
