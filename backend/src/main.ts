import { loadConfig } from './config.ts';
import { startBackend } from './index.ts';

/** `npm start -w @newsroom/backend`: the local Supabase-compatible backend, configured by env. */
async function main(): Promise<void> {
  const config = loadConfig();
  const backend = await startBackend(config);
  const database = backend.db.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}`;
  console.log(
    [
      `Newsroom backend listening on ${backend.url} — database: ${database}${backend.fresh ? ' (new, seeded)' : ''}`,
      `  anon key:         ${backend.anonKey}`,
      `  service_role key: ${backend.serviceRoleKey}`,
      ...(backend.keys.apiKeyMode === 'legacy'
        ? []
        : [`  publishable key:  ${backend.publishableKey}`, `  secret key:       ${backend.secretKey}`]),
      `  JWT signing:      ${backend.keys.signingAlgorithm}${backend.keys.apiKeyMode === 'new' ? ' (legacy API keys disabled)' : ''}`,
    ].join('\n'),
  );

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`Received ${signal}, shutting down…`);
    backend.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('Backend failed to start:', error);
  process.exit(1);
});
