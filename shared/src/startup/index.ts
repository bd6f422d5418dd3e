export * from './startupWork.ts';
