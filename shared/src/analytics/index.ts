export * from './pageViews.ts';
export * from './usePageViewTracking.ts';
