export * from './runtimeConfig.ts';
export * from './siteName.ts';
