import type { Hono } from 'hono';

export interface RunningServer {
  port: number;
  close(): Promise<void>;
}
export declare function createShellApp(env?: NodeJS.ProcessEnv, distDir?: string): Hono;
export declare function startShellServer(options?: {
  port?: number;
  hostname?: string;
  env?: NodeJS.ProcessEnv;
}): Promise<RunningServer>;
