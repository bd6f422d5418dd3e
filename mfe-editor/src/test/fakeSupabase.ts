import type { PortalClient } from '@newsroom/shared';

/** One request the code under test made: a table (or "rpc:<name>") and its builder calls in order. */
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

/** The arguments of the first `method` call of `request` (e.g. argsOf(r, 'range') → [25, 49]). */
export function argsOf(request: FakeRequest, method: string): unknown[] | undefined {
  return request.calls.find(([name]) => name === method)?.slice(1);
}

/**
 * Tests only: a supabase-js stand-in whose query builders record every call and resolve, when
 * awaited, to what the responder returns for the request (rows, a count, an error).
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

  return {
    client: {
      from: (table: string) => start(table),
      rpc: (name: string, args?: unknown) => start(`rpc:${name}`, ['rpc', args]),
      // Edge functions answer like an unreachable one: what calls them shows its own failure.
      functions: { invoke: async () => ({ data: null, error: { message: 'no functions in tests' } }) },
    } as unknown as PortalClient,
    requests,
    respondWith(next: Responder) {
      respond = next;
    },
    reset() {
      requests.length = 0;
      respond = () => ({ data: [] });
    },
  };
}

export type FakeSupabase = ReturnType<typeof createFakeSupabase>;
