/**
 * The slice of the Deno runtime the functions use, reached through globalThis so the same file runs
 * on Supabase (Deno) and in the local backend's runner (Node), which provides a compatible Deno.
 */
export type Handler = (request: Request) => Response | Promise<Response>;

interface DenoRuntime {
  serve(handler: Handler): unknown;
  env: { get(name: string): string | undefined };
}

const deno = (): DenoRuntime => (globalThis as unknown as { Deno: DenoRuntime }).Deno;

export function serve(handler: Handler): void {
  deno().serve(handler);
}

/** A required environment variable; a missing one is a deployment error, reported as a 500. */
export function requireEnv(name: string): string {
  const value = deno().env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
}
