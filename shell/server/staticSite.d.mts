import type { Hono } from 'hono';
import type { RunningServer } from './index.mjs';

export declare function cacheControlFor(urlPath: string): string;
export declare function peerAddress(c: import('hono').Context): string | null;
export declare function createStaticSite(options: {
  root: string;
  runtimeConfig: () => object;
  cors?: boolean;
  routes?: (app: Hono) => void;
  render?: (request: Request, peer: string | null) => Promise<Response | null>;
  htmlHeaders?: () => Record<string, string>;
}): Hono;
export declare function listen(app: Hono, options: { port: number; hostname?: string }): Promise<RunningServer>;
