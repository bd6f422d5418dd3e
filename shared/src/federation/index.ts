// Browser side of the federation layer. Build-time helpers live in sharedDependencies.ts
// (import '@newsroom/shared/federation' from rsbuild configs only). Not here: StandaloneApp.tsx and
// startStandalone.tsx, the remotes' standalone pages (@newsroom/shared/standalone, ./standalone.ts).
export * from './remotes.ts';
export * from './remoteStatusStore.ts';
export * from './registerPortalRemotes.ts';
export * from './loadRemoteModule.ts';
export * from './portalFederationPlugin.ts';
export * from './reportRemoteError.ts';
export * from './versionSkew.ts';
export * from './useRemoteModule.ts';
export * from './RemoteErrorBoundary.tsx';
export * from './RemoteUnavailable.tsx';
export * from './RemoteLoading.tsx';
export * from './RemoteMount.tsx';
export * from './Slot.tsx';
