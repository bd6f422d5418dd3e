import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { databaseTypesFile, renderDatabaseTypes } from '../../src/platform/renderDatabaseTypes.ts';
import { tsType } from '../../src/platform/databaseTypes.ts';

it('maps PostgreSQL types as supabase gen types does', () => {
  expect(['uuid', 'text', 'timestamptz', 'int4', 'numeric', 'bool', 'jsonb', '_text'].map(tsType)).toEqual([
    'string',
    'string',
    'string',
    'number',
    'number',
    'boolean',
    'Json',
    'string[]',
  ]);
});

it('shared/src/supabase/database.types.ts matches the migrations (run `npm run gen:types` after one)', async () => {
  const committed = await readFile(databaseTypesFile, 'utf8');
  expect(committed).toBe(await renderDatabaseTypes());
}, 120_000);
