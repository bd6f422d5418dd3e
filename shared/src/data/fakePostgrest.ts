import type { SupabaseClient } from '@supabase/supabase-js';

/** Tests only: a chainable PostgREST builder stand-in that records the calls and resolves to `result`. */
export function fakePostgrest(result: { data?: unknown; error?: unknown }) {
  const calls: Array<[string, ...unknown[]]> = [];
  const builder: Record<string, unknown> = {};
  for (const method of ['select', 'eq', 'order', 'insert']) {
    builder[method] = (...args: unknown[]) => {
      calls.push([method, ...args]);
      return builder;
    };
  }
  builder.then = (resolve: (value: unknown) => void) => resolve({ data: null, error: null, ...result });
  const client = { from: (table: string) => (calls.push(['from', table]), builder) } as unknown as SupabaseClient;
  return { client, calls };
}
