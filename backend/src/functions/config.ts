import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { parse as parseToml } from 'smol-toml';

/** `[functions.<name>] verify_jwt` from supabase/config.toml; true unless set to false (the CLI default). */
export async function verifyJwtSetting(supabaseDir: string, name: string): Promise<boolean> {
  const text = await readFile(path.join(supabaseDir, 'config.toml'), 'utf8').catch(() => null);
  if (text === null) return true;
  try {
    const config = parseToml(text) as { functions?: Record<string, { verify_jwt?: unknown }> };
    return config.functions?.[name]?.verify_jwt !== false;
  } catch (error) {
    console.error('[functions] supabase/config.toml is not valid TOML; verifying JWTs for every function', error);
    return true;
  }
}

/** Secrets from supabase/functions/.env, as `supabase functions serve` loads them. */
export async function functionSecrets(supabaseDir: string): Promise<Record<string, string>> {
  const text = await readFile(path.join(supabaseDir, 'functions', '.env'), 'utf8').catch(() => '');
  return parseEnv(text) as Record<string, string>;
}
