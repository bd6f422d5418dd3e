import type { RunningServer } from '../shell/server/index.mjs';

export declare function serveRemote(options: {
  distDir: string;
  port: number;
  hostname?: string;
  env?: NodeJS.ProcessEnv;
}): Promise<RunningServer>;
export declare function serveDeployments(options: {
  root: string;
  port: number;
  hostname?: string;
}): Promise<RunningServer>;
/** The security headers of a remote's standalone page: the shell's policy, scripts from its own origin only. */
export declare function standaloneHeaders(env: NodeJS.ProcessEnv): Record<string, string>;
