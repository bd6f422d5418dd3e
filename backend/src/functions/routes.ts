import { Hono } from 'hono';
import type { BackendContext } from '../context.ts';

/** /functions/v1 — TODO(functions): replaced by the edge-function runner. */
export function createFunctionsRoutes(_ctx: BackendContext): Hono {
  return new Hono();
}
