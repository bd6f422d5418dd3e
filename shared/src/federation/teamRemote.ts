/**
 * What a remote's build knows of itself (decision 200): the four remotes' identities come from the
 * portal's tables by key; a new team's remote (made by `npm run new:remote`) states its own in its
 * rsbuild config, so shared keeps no list of it and the build code has no special case.
 */
import { PORTAL_REGISTRATIONS, type RemoteRegistration } from './registry/portalRegistrations.ts';
import { containerNameOf } from './registry/remoteRegistry.mjs';
import { REMOTE_NAMES, type RemoteKey } from './remotes.ts';
import { portFromEnv } from './runtimeConfigFromEnv.mjs';

/** A remote that is not one of the four, as its own rsbuild config declares it. */
export interface TeamRemote {
  /** Its registry name, e.g. `puzzles`: folder `mfe-puzzles`, container `mfe_puzzles`. */
  name: string;
  /** Its dev and preview server's port (the scaffold picks a free one). */
  port: number;
  /** Its routes, navigation entries and slots (its `src/contract.ts`), written into its registry entry. */
  registration: RemoteRegistration;
}

export interface RemoteIdentity extends TeamRemote {
  container: string;
}

export function remoteIdentity(remote: RemoteKey | TeamRemote): RemoteIdentity {
  if (typeof remote !== 'string') return { ...remote, container: containerNameOf(remote.name) };
  return {
    name: remote,
    container: REMOTE_NAMES[remote],
    port: portFromEnv(remote),
    registration: PORTAL_REGISTRATIONS[remote],
  };
}
