import { AsyncLocalStorage } from 'node:async_hooks';
import WebSocket from 'ws';

/** What a Supabase Edge Function hands to Deno.serve. */
export type ServeHandler = (request: Request, info?: unknown) => Response | Promise<Response>;

interface ServeOptions {
  handler?: ServeHandler;
  [option: string]: unknown;
}

export interface DenoServer {
  finished: Promise<void>;
  addr: { transport: 'tcp'; hostname: string; port: number };
  shutdown(): Promise<void>;
  ref(): void;
  unref(): void;
}

/** The slice of the Deno namespace Edge Functions use: env and serve. */
export interface DenoShim {
  env: {
    get(key: string): string | undefined;
    set(key: string, value: string): void;
    has(key: string): boolean;
    delete(key: string): void;
    toObject(): Record<string, string>;
  };
  serve(handlerOrOptions: ServeHandler | ServeOptions, maybeHandler?: ServeHandler): DenoServer;
}

declare global {
  var Deno: DenoShim;
}

const envScope = new AsyncLocalStorage<Record<string, string>>();
let captured: ServeHandler[] | null = null;

function currentEnv(): Record<string, string | undefined> {
  return envScope.getStore() ?? process.env;
}

const shim: DenoShim = {
  env: {
    get: (key) => currentEnv()[key],
    set: (key, value) => {
      currentEnv()[key] = value;
    },
    has: (key) => currentEnv()[key] !== undefined,
    delete: (key) => {
      delete currentEnv()[key];
    },
    toObject: () =>
      Object.fromEntries(Object.entries(currentEnv()).filter(([, v]) => v !== undefined)) as Record<string, string>,
  },
  serve(handlerOrOptions, maybeHandler) {
    const handler =
      typeof handlerOrOptions === 'function' ? handlerOrOptions : (maybeHandler ?? handlerOrOptions.handler);
    if (typeof handler !== 'function') throw new TypeError('Deno.serve needs a handler function');
    if (!captured) throw new Error('Deno.serve was called outside the functions runner');
    captured.push(handler);
    return {
      finished: new Promise<void>(() => undefined),
      addr: { transport: 'tcp', hostname: '127.0.0.1', port: 0 },
      shutdown: async () => undefined,
      ref: () => undefined,
      unref: () => undefined,
    };
  },
};

/** Installs the Deno global (and WebSocket, which Deno has and Node 20 lacks) once per process. */
export function installDenoShim(): void {
  if (globalThis.Deno === undefined) globalThis.Deno = shim;
  const scope = globalThis as { WebSocket?: unknown };
  // supabase-js needs a WebSocket constructor; Deno provides one natively.
  if (scope.WebSocket === undefined) scope.WebSocket = WebSocket;
}

let loading: Promise<unknown> = Promise.resolve();

/**
 * Imports a function module and returns the handler it passed to Deno.serve. Imports are
 * serialised so each Deno.serve call is attributed to the module being loaded.
 */
export function loadHandler(moduleUrl: string, env: Record<string, string>): Promise<ServeHandler> {
  installDenoShim();
  const run = loading.then(() =>
    envScope.run(env, async () => {
      const handlers: ServeHandler[] = [];
      captured = handlers;
      try {
        await import(moduleUrl);
      } finally {
        captured = null;
      }
      if (handlers.length !== 1) {
        throw new Error(`expected the module to call Deno.serve once, it called it ${handlers.length} times`);
      }
      return handlers[0];
    }),
  );
  loading = run.catch(() => undefined);
  return run;
}

/** Runs a handler with its backend's environment visible through Deno.env. */
export function runWithEnv<T>(env: Record<string, string>, fn: () => T): T {
  return envScope.run(env, fn);
}
