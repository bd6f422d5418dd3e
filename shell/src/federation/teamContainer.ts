import { registerRemotes } from '@module-federation/enhanced/runtime';
import { noteTeamRelease, type RegisteredRemote } from '@newsroom/shared';
import { chosenRelease } from '../routes/releaseChoice.ts';

/** The manifest each team container was registered with on this page. */
const registered = new Map<string, string>();

/**
 * Readies a team's container for RemoteMount: tells the federation runtime where it is (its
 * registered version, or its canary for this device's bucket), once per manifest (a registry
 * change arrives with the next page load's config), and notes the version for its error reports
 * (decision 210). Its entry script is still held to that version's hash by the integrity plugin.
 * Idempotent, so safe in render: the area loads the container on its first render.
 */
export function prepareTeamContainer(remote: RegisteredRemote): void {
  const release = chosenRelease(remote);
  const known = registered.get(remote.container);
  if (known !== release.manifestUrl) {
    registerRemotes([{ name: remote.container, entry: release.manifestUrl }], { force: known !== undefined });
    registered.set(remote.container, release.manifestUrl);
  }
  noteTeamRelease(remote.container, { name: remote.name, version: release.version });
}
