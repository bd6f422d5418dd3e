// `npm run gen:types`: regenerates shared/src/supabase/database.types.ts from supabase/migrations.
// `--check` only compares, and fails when the committed file is stale (a migration changed).
import { readFile, writeFile } from 'node:fs/promises';
import { databaseTypesFile, renderDatabaseTypes } from '../src/platform/renderDatabaseTypes.ts';

const fresh = await renderDatabaseTypes();
const current = await readFile(databaseTypesFile, 'utf8').catch(() => '');
if (process.argv.includes('--check')) {
  if (current !== fresh) {
    console.error(`${databaseTypesFile} is stale: run \`npm run gen:types\` and commit it.`);
    process.exit(1);
  }
  console.log('database.types.ts is up to date');
} else if (current === fresh) {
  console.log('database.types.ts is up to date');
} else {
  await writeFile(databaseTypesFile, fresh);
  console.log(`wrote ${databaseTypesFile}`);
}
