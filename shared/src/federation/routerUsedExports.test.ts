// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTER_USED_EXPORTS } from './sharedDependencies.ts';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const BROWSER_SOURCES = [
  'shared/src',
  'shell/src',
  'mfe-reader/src',
  'mfe-live/src',
  'mfe-editor/src',
  'mfe-admin/src',
];
/** Server code runs against the full router (the server builds do not shake it). */
const isServerCode = (path: string) => /[\\/]src[\\/]server[\\/]/.test(path);
const isTest = (path: string) => /\.test\.tsx?$/.test(path);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !isServerCode(path) && !isTest(path) ? [path] : [];
  });
}

/** Value names a file takes from react-router-dom (type-only imports cost nothing at run time). */
function routerImportsOf(source: string): string[] {
  const names: string[] = [];
  const fromRouter = /(import|export)\s+(type\s+)?(\{[^}]*\}|\*\s+as\s+\w+|\*)\s*from\s*['"]react-router-dom['"]/g;
  for (const [, , typeOnly, clause] of source.matchAll(fromRouter)) {
    if (typeOnly) continue;
    if (!clause.startsWith('{')) {
      names.push('*');
      continue;
    }
    for (const part of clause.slice(1, -1).split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

describe('the shaken react-router-dom shared by the browser builds', () => {
  it('reads value imports, skips type imports and flags namespace imports', () => {
    const source = `import { Link, type RouteObject, useNavigate as go } from 'react-router-dom';
      import type { Blocker } from 'react-router-dom';
      import * as Router from "react-router-dom";`;
    expect(routerImportsOf(source)).toEqual(['Link', 'useNavigate', '*']);
  });

  it('has every export that browser code imports', () => {
    const missing = new Set<string>();
    for (const root of BROWSER_SOURCES) {
      for (const file of sourceFiles(join(REPO, root))) {
        for (const name of routerImportsOf(readFileSync(file, 'utf8'))) {
          if (!ROUTER_USED_EXPORTS.includes(name)) missing.add(`${name} (${file.slice(REPO.length)})`);
        }
      }
    }
    expect([...missing], 'add these to ROUTER_USED_EXPORTS in sharedDependencies.ts').toEqual([]);
  });
});
