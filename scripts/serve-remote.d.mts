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
