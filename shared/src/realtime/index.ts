// Internal to the folder: storyChanges.ts (useRealtimeInvalidation's filter) and tableSubscriptions.ts (tableChannel's registry, read by @newsroom/shared/testing).
export * from './tableChannel.ts';
export * from './useRealtimeInvalidation.ts';
export * from './usePublicationClock.ts';
export * from './useLiveFeedInvalidation.ts';
export * from './livePostsChannel.ts';
