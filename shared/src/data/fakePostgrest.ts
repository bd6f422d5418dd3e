import type { SupabaseClient } from '@supabase/supabase-js';

/** The builder methods a query may chain; each is recorded as [method, ...args]. */
const BUILDER_METHODS = [
  'select',
  'eq',
  'neq',
  'gt',
  'lte',
  'in',
  'or',
  'order',
  'limit',
  'range',
  'maybeSingle',
  'insert',
];

/**
 * Tests only: a chainable PostgREST builder stand-in that records the calls and resolves to `result`.
 * `from(table)` and `rpc(fn, args)` are recorded too, so an empty `calls` means nothing was asked.
 */
export function fakePostgrest(result: { data?: unknown; error?: unknown }) {
  const calls: Array<[string, ...unknown[]]> = [];
  const builder: Record<string, unknown> = {};
  for (const method of BUILDER_METHODS) {
    builder[method] = (...args: unknown[]) => {
      calls.push([method, ...args]);
      return builder;
    };
  }
  builder.then = (resolve: (value: unknown) => void) => resolve({ data: null, error: null, ...result });
  const client = {
    from: (table: string) => (calls.push(['from', table]), builder),
    rpc: (fn: string, args?: unknown) => (calls.push(['rpc', fn, args]), builder),
  } as unknown as SupabaseClient;
  return { client, calls };
}
