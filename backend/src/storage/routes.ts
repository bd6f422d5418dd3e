import { Hono } from 'hono';
import type { BackendContext } from '../context.ts';

/** /storage/v1 — TODO(storage): replaced by the storage implementation. */
export function createStorageRoutes(_ctx: BackendContext): Hono {
  return new Hono();
}
