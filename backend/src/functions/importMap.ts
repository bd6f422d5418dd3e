import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Checks a function's imports the way `supabase functions deploy` resolves them: relative files and
 * URL-like specifiers (npm:, jsr:, node:, https:) resolve by themselves; a bare specifier such as
 * `@supabase/supabase-js` must be mapped by the function's own `supabase/functions/<name>/deno.json`.
 * Node would resolve a bare name from node_modules and hide a missing mapping until deploy day,
 * so the local runner refuses to boot such a function instead.
 */

const SELF_RESOLVING = /^(\.{1,2}\/|\/|npm:|jsr:|node:|https?:|data:)/;
// Static `import … from 'x'`, `export … from 'x'`, side-effect `import 'x'` and dynamic `import('x')`.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)(['"])([^'"\n]+)\1/g;

export function importSpecifiers(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((match) => match[2]);
}

type ImportMap = Record<string, string>;

async function readImportMap(functionDir: string): Promise<ImportMap> {
  const text = await readFile(path.join(functionDir, 'deno.json'), 'utf8').catch(() => null);
  if (text === null) return {};
  const parsed = JSON.parse(text) as { imports?: unknown };
  return parsed.imports && typeof parsed.imports === 'object' ? (parsed.imports as ImportMap) : {};
}

/** An import map entry "x" maps exactly x; an entry "x/" maps every x/… (Deno's rules). */
function isMapped(specifier: string, imports: ImportMap): boolean {
  return Object.keys(imports).some((key) => key === specifier || (key.endsWith('/') && specifier.startsWith(key)));
}

export interface UnmappedImport {
  specifier: string;
  /** The file that imports it, relative to supabase/functions. */
  file: string;
}

/** Bare specifiers reachable from functions/<name>/index.ts that its deno.json does not map. */
export async function unmappedImports(functionsDir: string, name: string): Promise<UnmappedImport[]> {
  const functionDir = path.join(functionsDir, name);
  const imports = await readImportMap(functionDir);
  const unmapped: UnmappedImport[] = [];
  const seen = new Set<string>();
  const pending = [path.join(functionDir, 'index.ts')];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = await readFile(file, 'utf8').catch(() => '');
    for (const specifier of importSpecifiers(source)) {
      if (/^\.{1,2}\//.test(specifier)) pending.push(path.resolve(path.dirname(file), specifier));
      else if (!SELF_RESOLVING.test(specifier) && !isMapped(specifier, imports)) {
        unmapped.push({ specifier, file: path.relative(functionsDir, file) });
      }
    }
  }
  return unmapped;
}
