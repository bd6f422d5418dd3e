export * from './tableChannel.ts';
export * from './useRealtimeInvalidation.ts';
