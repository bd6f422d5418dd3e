import type { ComponentType } from 'react';
import type { RemoteKey } from '../federation/remotes.ts';
import { ADMIN_CONTRACT, type AdminModuleProps } from './adminContract.ts';
import { EDITOR_CONTRACT, type EditorModuleProps } from './editorContract.ts';
import { LIVE_CONTRACT, type LiveModuleProps } from './liveContract.ts';
import { READER_CONTRACT, type ReaderModuleProps } from './readerContract.ts';

export * from './remoteContract.ts';
export * from './readerContract.ts';
export * from './liveContract.ts';
export * from './editorContract.ts';
export * from './adminContract.ts';
export * from './storyArticleContract.ts';

/** Props of every exposed module, by remote then module. */
export interface ContractProps {
  reader: ReaderModuleProps;
  live: LiveModuleProps;
  editor: EditorModuleProps;
  admin: AdminModuleProps;
}

/** The modules a remote must expose, e.g. ExposedModule<'live'> = 'LiveEventsPage' | … */
export type ExposedModule<R extends RemoteKey> = keyof ContractProps[R] & string;

/** The props of one exposed module. */
export type PropsOf<R extends RemoteKey, M extends ExposedModule<R>> = ContractProps[R][M] & object;

/**
 * What a remote's `src/exposes.ts` must satisfy: one component per contracted module, each
 * accepting that module's props. A missing module or a page whose props drifted fails tsc.
 */
export type RemoteImplementation<R extends RemoteKey> = {
  [M in ExposedModule<R>]: ComponentType<PropsOf<R, M>>;
};

/** Every remote's contract, keyed like the runtime config. */
export const REMOTE_CONTRACTS = {
  reader: READER_CONTRACT,
  live: LIVE_CONTRACT,
  editor: EDITOR_CONTRACT,
  admin: ADMIN_CONTRACT,
} as const;
export * from './manifestProblems.ts';
