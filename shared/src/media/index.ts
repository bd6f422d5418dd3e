export * from './streamSource.ts';
