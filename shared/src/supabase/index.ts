export * from './client.ts';
export type * from './database.types.ts';
