import type { SupabaseClient } from '@supabase/supabase-js';

/** One request the code under test made: a table (or "rpc:<name>") and its builder calls. */
export interface FakeRequest {
  table: string;
  calls: Array<[string, ...unknown[]]>;
}

export interface FakeResult {
  data?: unknown;
  error?: unknown;
  count?: number | null;
}

export type Responder = (request: FakeRequest) => FakeResult | Promise<FakeResult>;

/** `request` made `method` with these arguments (first match), e.g. called(r, 'eq') → ['id', 'x']. */
export function argsOf(request: FakeRequest, method: string): unknown[] | undefined {
  return request.calls.find(([name]) => name === method)?.slice(1);
}

/**
 * Tests only: a supabase-js stand-in whose query builders record every call and resolve, when
 * awaited, to what `respond` returns for the request. Swap `respond` per test.
 */
export function createFakeSupabase() {
  const requests: FakeRequest[] = [];
  let respond: Responder = () => ({ data: [] });

  const builder = (request: FakeRequest): unknown => {
    const proxy: unknown = new Proxy(
      {},
      {
        get(_, property: string) {
          if (property === 'then') {
            return (resolve: (value: unknown) => void, reject: (reason: unknown) => void) =>
              Promise.resolve()
                .then(() => respond(request))
                .then((result) => ({ data: null, error: null, count: null, ...result }))
                .then(resolve, reject);
          }
          return (...args: unknown[]) => {
            request.calls.push([property, ...args]);
            return proxy;
          };
        },
      },
    );
    return proxy;
  };

  const start = (table: string, first?: [string, ...unknown[]]) => {
    const request: FakeRequest = { table, calls: first ? [first] : [] };
    requests.push(request);
    return builder(request);
  };

  const client = {
    from: (table: string) => start(table),
    rpc: (name: string, args: unknown) => start(`rpc:${name}`, ['rpc', args]),
    functions: { invoke: (name: string, options: unknown) => start(`fn:${name}`, ['invoke', options]) },
  } as unknown as SupabaseClient;

  return {
    client,
    requests,
    respondWith(next: Responder) {
      respond = next;
    },
    /** Requests to `table` that called `method` (e.g. the updates of sports_events). */
    made(table: string, method?: string): FakeRequest[] {
      return requests.filter(
        (request) => request.table === table && (!method || request.calls.some(([name]) => name === method)),
      );
    },
    reset() {
      requests.length = 0;
      respond = () => ({ data: [] });
    },
  };
}

export const fakeSupabase = createFakeSupabase();
