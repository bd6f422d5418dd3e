import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteKey } from '@newsroom/shared';
import { beforeDeadline, ClientRenderError } from './deadline.ts';

/** After a failed load, a remote is left to the browser this long before the server tries again. */
export const REMOTE_RETRY_AFTER_MS = 10_000;

export type ModuleExports = Record<string, unknown>;

/**
 * The remotes' server containers, registered from the server's config like the browser registers
 * the browser containers. A container is fetched on first use and kept in memory. One that fails
 * (down, slow, throws while loading) costs only server rendering of its areas, and is not asked
 * again for a while, so a dead remote does not slow every request down.
 */
export class ServerRemotes {
  private readonly retryAt = new Map<RemoteKey, number>();

  /** `refused`: remotes the browser would refuse (singleton skew) are left to it, never loaded here. */
  constructor(
    urls: Record<RemoteKey, string>,
    private readonly refused: (remote: RemoteKey) => Promise<boolean> = async () => false,
  ) {
    const keys = Object.keys(REMOTE_NAMES) as RemoteKey[];
    registerRemotes(
      keys.map((key) => ({ name: REMOTE_NAMES[key], entry: urls[key] })),
      { force: true },
    );
  }

  /**
   * Loads modules ahead of the first request that needs them (the first load of a container costs
   * a few hundred milliseconds). Failures only mean the first request tries again.
   */
  warm(modules: readonly { remote: RemoteKey; module: string }[]): void {
    for (const { remote, module } of modules) {
      void this.refused(remote)
        .then((refused) => (refused ? undefined : loadRemote(`${REMOTE_NAMES[remote]}/${module}`)))
        .catch(() => undefined);
    }
  }

  async load(remote: RemoteKey, module: string, deadline: number): Promise<ModuleExports> {
    const label = `${remote}/${module}`;
    if ((this.retryAt.get(remote) ?? 0) > Date.now()) {
      throw new ClientRenderError(`${label}: server container unavailable, rendered in the browser`);
    }
    if (await this.refused(remote)) {
      throw new ClientRenderError(`${label}: its shared singletons are outside the allowed skew; left to the browser`);
    }
    try {
      const exports = await beforeDeadline(
        loadRemote<ModuleExports>(`${REMOTE_NAMES[remote]}/${module}`),
        deadline,
        label,
      );
      if (!exports) throw new Error(`${label}: no module`);
      return exports;
    } catch (error) {
      this.retryAt.set(remote, Date.now() + REMOTE_RETRY_AFTER_MS);
      // Over the time box is expected under load (a slow container): one line, no stack.
      if (error instanceof ClientRenderError) console.error(`[shell server] ${error.message}; the browser renders it`);
      else console.error(`[shell server] ${label} could not be loaded; the browser renders it`, error);
      throw error instanceof ClientRenderError ? error : new ClientRenderError(`${label}: ${String(error)}`);
    }
  }
}
