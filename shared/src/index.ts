// Public surface of @newsroom/shared. Each feature folder adds its exports here.
export * from './config/runtimeConfig.ts';
export * from './constants/site.ts';
export * from './supabase/client.ts';
export * from './query/queryClient.ts';
export * from './query/queryKeys.ts';
export * from './model/index.ts';
export * from './data/index.ts';
