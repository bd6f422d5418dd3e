export * from './streamSource.ts';
export * from './responsiveImage.ts';
