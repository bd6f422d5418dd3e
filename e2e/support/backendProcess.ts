// Runs a fresh, seeded backend for the e2e suite in its own process (PGlite is memory-hungry and
// must not share the Playwright runner's heap). Prints one JSON line when ready; stops on SIGTERM.
//   node --import tsx e2e/support/backendProcess.ts <dataDir>
import { pgliteTemplateFile } from '../../backend/src/db/pgliteTemplate.ts';
import { startBackend } from '../../backend/src/index.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: backendProcess.ts <dataDir>');

const backend = await startBackend({
  port: 0,
  host: '127.0.0.1',
  dataDir: `${dataDir}/db`,
  // A new data directory starts from an initdb'd cluster (~2 s of CPU less than initdb); one the
  // caller keeps opens as it is.
  pgliteTemplateFile: await pgliteTemplateFile(),
  storageDir: `${dataDir}/storage`,
  seed: true,
  logRequests: process.env.BACKEND_LOG === 'true',
});
console.log(
  `E2E_BACKEND ${JSON.stringify({ url: backend.url, anonKey: backend.anonKey, serviceRoleKey: backend.serviceRoleKey })}`,
);

const stop = () => backend.stop().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
