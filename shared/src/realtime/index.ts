export * from './tableChannel.ts';
export * from './useRealtimeInvalidation.ts';
export * from './usePublicationClock.ts';
export * from './useLiveFeedInvalidation.ts';
export * from './livePostsChannel.ts';
