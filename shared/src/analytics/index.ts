export * from './adEvents.ts';
export * from './pageViews.ts';
export * from './usePageViewTracking.ts';
