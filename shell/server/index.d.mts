import type { IncomingMessage } from 'node:http';
import type { Hono } from 'hono';

export interface RunningServer {
  port: number;
  close(): Promise<void>;
}

/** The running shell server, with its page cache's purge controls. */
export interface RunningShellServer extends RunningServer {
  /** Drops cached responses naming one of `keys` (surrogate keys); resolves with how many. */
  purge(keys: readonly string[]): Promise<number>;
  /** Whether purges can arrive; while not, cached pages stay fresh 5 s at most. */
  setPurgeChannelLive(live: boolean): Promise<void>;
}

export interface Shell {
  app: Hono;
  /** Answers a fresh cached page before Hono (null: Hono answers). */
  fastPath(
    request: IncomingMessage,
  ): { status: number; headers: Record<string, string>; body: Uint8Array | null } | null;
  purge: RunningShellServer['purge'];
  setPurgeChannelLive: RunningShellServer['setPurgeChannelLive'];
  /** Stops the renderer's thread. */
  close(): Promise<void>;
}

export declare function createShell(env?: NodeJS.ProcessEnv, distDir?: string): Shell;
export declare function createShellApp(env?: NodeJS.ProcessEnv, distDir?: string): Hono;
export declare function startShellServer(options?: {
  port?: number;
  hostname?: string;
  env?: NodeJS.ProcessEnv;
}): Promise<RunningShellServer>;
