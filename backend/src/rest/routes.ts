import { Hono } from 'hono';
import type { BackendContext } from '../context.ts';

export function createRestRoutes(_ctx: BackendContext): Hono {
  return new Hono();
}
