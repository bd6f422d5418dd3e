export * from './useStories.ts';
export * from './usePhotoEssays.ts';
export * from './useLiveFeeds.ts';
export * from './useSportsEvents.ts';
export * from './useRecordStoryView.ts';
export * from './errorDetail.ts';
