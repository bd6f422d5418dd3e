import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The PostgREST-fidelity fixture: authors, stories, desks, tags and every relationship kind between them. */
export const POSTGREST_FIXTURE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'fixture-postgrest',
  'supabase',
);
