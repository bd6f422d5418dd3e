// Minimal typing for the parts of autocannon 9 the readers-load script uses (it ships no types).
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
