// Minimal typing for the parts of autocannon 9 the benchmarks use (it ships no types): the backend's
// REST bench and the e2e load scripts.
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    }
    interface Result {
      requests: { average: number; total: number };
      /** Milliseconds, from autocannon's own histogram. */
      latency: { p50: number; p90: number; p97_5: number; p99: number; max: number; average: number };
      errors: number;
      non2xx: number;
      timeouts: number;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      headers?: Record<string, string>;
      requests?: Request[];
      /** Worker threads generating the load (the target's latency, not the generator's, is measured). */
      workers?: number;
      /** With `workers`: the path of a CommonJS module exporting a function given each client. */
      setupClient?: string;
    }
    interface Instance extends PromiseLike<Result> {
      on(
        event: 'response',
        listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
      ): this;
    }
  }
  function autocannon(options: autocannon.Options): autocannon.Instance;
  export default autocannon;
}
