// `npm run dev`: the same topology as `npm start` (backend, shell :3000, remotes :3001-:3004), but
// with Rsbuild dev servers and hot reload. Each dev server also serves /runtime-config.json.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { portFromEnv } from '@newsroom/shared/runtime-config-env';
import { startProcesses } from './lib/processes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const rsbuild = join(root, 'node_modules/.bin/rsbuild');
const APPS = [
  { name: 'shell', dir: 'shell', port: portFromEnv('shell') },
  { name: 'mfe-reader', dir: 'mfe-reader', port: portFromEnv('reader') },
  { name: 'mfe-live', dir: 'mfe-live', port: portFromEnv('live') },
  { name: 'mfe-editor', dir: 'mfe-editor', port: portFromEnv('editor') },
  { name: 'mfe-admin', dir: 'mfe-admin', port: portFromEnv('admin') },
];

const services = [];
if (existsSync(join(root, 'backend/src/main.ts'))) {
  mkdirSync(join(root, '.data'), { recursive: true });
  const url = `http://127.0.0.1:${portFromEnv('backend')}`;
  services.push({
    name: 'backend',
    command: 'npm',
    args: ['start', '-w', '@newsroom/backend'],
    url,
    readyUrl: `${url}/auth/v1/health`,
  });
} else {
  console.warn('[dev] backend/src/main.ts not found: starting the front ends without a backend.');
}
for (const app of APPS) {
  services.push({
    name: app.name,
    command: rsbuild,
    args: ['dev'],
    cwd: join(root, app.dir),
    url: `http://localhost:${app.port}`,
    // Served by every dev server from env (serveRuntimeConfig in shared).
    readyUrl: `http://localhost:${app.port}/runtime-config.json`,
  });
}

startProcesses(services, { cwd: root });
