// Not here: streamSource.ts (@newsroom/shared/stream-source), read only by the players of live
// events and live posts, so every page's barrel does not carry it (decision 182).
export * from './responsiveImage.ts';
