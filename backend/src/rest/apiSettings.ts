import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseToml } from 'smol-toml';

/** The Data API settings the Supabase CLI reads from `[api]` in supabase/config.toml. */
export interface ApiSettings {
  /** Exposed schemas; the first is the default (no Accept-Profile / Content-Profile). */
  schemas: string[];
  /** PostgREST's db-max-rows: the most rows one response carries (undefined = no cap). */
  maxRows?: number;
}

const DEFAULT_SCHEMAS = ['public'];

/**
 * `[api] schemas` and `max_rows` from config.toml, overridden by `BACKEND_DB_SCHEMAS` (comma-separated)
 * and `BACKEND_MAX_ROWS` (`0` = no cap).
 */
export function readApiSettings(supabaseDir: string, env: NodeJS.ProcessEnv = process.env): ApiSettings {
  let api: { schemas?: unknown; max_rows?: unknown } = {};
  try {
    const text = readFileSync(path.join(supabaseDir, 'config.toml'), 'utf8');
    api = ((parseToml(text) as { api?: typeof api }).api ?? {}) as typeof api;
  } catch {
    api = {};
  }
  const fromToml = Array.isArray(api.schemas) ? api.schemas.filter((s): s is string => typeof s === 'string') : [];
  const fromEnv = (env.BACKEND_DB_SCHEMAS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const schemas = fromEnv.length ? fromEnv : fromToml.length ? fromToml : DEFAULT_SCHEMAS;
  const maxRowsText = env.BACKEND_MAX_ROWS ?? (typeof api.max_rows === 'number' ? String(api.max_rows) : undefined);
  const maxRows =
    maxRowsText !== undefined && /^\d+$/.test(maxRowsText) && Number(maxRowsText) > 0 ? Number(maxRowsText) : undefined;
  return { schemas, maxRows };
}
