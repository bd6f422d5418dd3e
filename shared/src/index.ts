// Public surface of @newsroom/shared: one line per folder, each folder's index.ts lists its modules.
// Not here: build-time helpers (subpaths ./federation, ./remote-build, ./server-build,
// ./runtime-config-env, ./federation-helpers in package.json) and test helpers (./testing);
// lint/ holds only the tests of the repository's lint rules.
export * from './config/index.ts';
export * from './constants/index.ts';
export * from './supabase/index.ts';
export * from './query/index.ts';
export * from './model/index.ts';
export * from './seo/index.ts';
export * from './ssr/index.ts';
export * from './federation/index.ts';
export * from './ui/index.ts';
export * from './data/index.ts';
export * from './auth/index.ts';
export * from './realtime/index.ts';
export * from './analytics/index.ts';
export * from './startup/index.ts';
export * from './search/index.ts';
export * from './contracts/index.ts';
export * from './media/index.ts';
