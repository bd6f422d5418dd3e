// `npm start`: the backend (:54321), the shell (:3000) and the four remotes (:3001-:3004) from
// their production builds, each port overridable by env (SHELL_PORT, READER_PORT, ... BACKEND_PORT).
// Ctrl-C / SIGTERM stops every child.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { portFromEnv } from '@newsroom/shared/runtime-config-env';
import { startProcesses } from './lib/processes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const REMOTES = ['reader', 'live', 'editor', 'admin'];

const services = [];
if (existsSync(join(root, 'backend/src/main.ts'))) {
  mkdirSync(join(root, '.data'), { recursive: true }); // the backend's default data lives here
  services.push({
    name: 'backend',
    command: 'npm',
    args: ['start', '-w', '@newsroom/backend'],
    url: `http://127.0.0.1:${portFromEnv('backend')}`,
  });
} else {
  console.warn('[start] backend/src/main.ts not found: starting the front ends without a backend.');
}
services.push({
  name: 'shell',
  command: process.execPath,
  args: [join(root, 'shell/server/index.mjs')],
  url: `http://localhost:${portFromEnv('shell')}`,
});
for (const key of REMOTES) {
  services.push({
    name: `mfe-${key}`,
    command: process.execPath,
    args: [join(root, 'scripts/serve-remote.mjs'), join(root, `mfe-${key}/dist`), '--port', String(portFromEnv(key))],
    url: `http://localhost:${portFromEnv(key)}`,
  });
}

startProcesses(services, { cwd: root });
