// `npm run start:cdn`: what `npm start` runs, behind Varnish as the CDN stand-in (decision 137):
// varnishd on CDN_PORT (default 6081) with deploy/varnish/default.vcl in front of the shell, and
// the shell purging it by surrogate key (CDN_PURGE_URL) and writing its canonical URLs for it
// (PUBLIC_SITE_URL, unless set). Ctrl-C / SIGTERM stops every child and removes varnishd's folder.
//   node scripts/start-cdn.mjs --check   only says whether varnishd is installed (exit 1 if not)
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { portFromEnv } from '@newsroom/shared/runtime-config-env';
import { portalServices } from './lib/portalServices.mjs';
import { startProcesses } from './lib/processes.mjs';
import { findVarnishd, VARNISH_INSTALL_HINT, varnishCommand } from './lib/varnish.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

if (!findVarnishd()) {
  console.error(`[start:cdn] varnishd was not found. ${VARNISH_INSTALL_HINT}`);
  process.exit(1);
}
if (process.argv.includes('--check')) process.exit(0);

const cdnPort = Number(process.env.CDN_PORT) || 6081;
const publicUrl = process.env.PUBLIC_SITE_URL || `http://localhost:${cdnPort}`;
const varnish = varnishCommand({
  originPort: portFromEnv('shell'),
  port: cdnPort,
  host: process.env.HOST ?? '', // like the shell: every interface unless HOST says otherwise
});
process.on('exit', varnish.cleanup);

const services = portalServices({
  root,
  shellEnv: { CDN_PURGE_URL: `http://127.0.0.1:${cdnPort}/`, PUBLIC_SITE_URL: publicUrl },
});
services.push({
  name: 'varnish',
  command: varnish.command,
  args: varnish.args,
  url: `http://localhost:${cdnPort}`,
  readyUrl: `http://127.0.0.1:${cdnPort}/runtime-config.json`,
});

startProcesses(services, { cwd: root, openAt: `${publicUrl} (through Varnish)` });
