import type { RemoteKey } from '../federation/remotes.ts';

/** An app of the portal that loads exposed modules: the shell or a remote. */
export type ContractApp = 'shell' | RemoteKey;

/** Who loads an exposed module, and for what (e.g. the shell's route table, for '/about'). */
export interface ContractConsumer {
  app: ContractApp;
  use: string;
}

/** One exposed module of a remote: what it is and who depends on its name and props. */
export interface ExposedModuleContract {
  kind: 'page' | 'widget';
  consumers: readonly ContractConsumer[];
}

/**
 * The machine-readable contract of one remote: its container name and every module it must
 * expose. The props of each module are the remote's `XModuleProps` interface beside it, which the
 * remote implements and its consumers pass (checked by tsc on both sides). The contract test reads
 * the built mf-manifest.json of each remote against this list.
 */
export interface RemoteContract<Modules extends string = string> {
  remote: RemoteKey;
  container: string;
  /**
   * The remote also ships a server container (dist/server/remoteEntry.js) that the shell's server
   * renders public pages from; it must expose the same modules.
   */
  serverContainer: boolean;
  exposes: Readonly<Record<Modules, ExposedModuleContract>>;
}

/** Props of a module that takes none. */
export type NoProps = Record<string, never>;
