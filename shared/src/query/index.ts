export * from './queryClient.ts';
export * from './queryKeys.ts';
