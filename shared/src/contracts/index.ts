import type { ComponentType } from 'react';
import type { RemoteKey } from '../federation/remotes.ts';
import type { AdminModuleProps } from './adminContract.ts';
import type { EditorModuleProps } from './editorContract.ts';
import type { LiveModuleProps } from './liveContract.ts';
import type { ReaderModuleProps } from './readerContract.ts';

// Types and module names only: the barrel is in every page's bytes, and the contracts' objects
// (consumers, kinds) and manifestProblems are read by the contract test alone, through
// ./remoteContracts.ts (decision 209).
export * from './remoteContract.ts';
export type { HomePageProps, ReaderModuleProps, SitemapPageProps } from './readerContract.ts';
export type { LiveModuleProps, LiveUpdatesPanelProps, LiveUpdatesVariant } from './liveContract.ts';
export type { EditorModuleProps } from './editorContract.ts';
export type { AdminModuleProps } from './adminContract.ts';
export * from './storyArticleContract.ts';
export * from './frontPreviewContract.ts';
export * from './mediaChooserContract.ts';

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
