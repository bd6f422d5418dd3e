// Runs a command under another Node line, taken from the npm registry (the `node-<os>-<cpu>`
// packages hold the official binaries; no install script runs), so CI proves a supported LTS line
// beyond the machine's own. Kept in node_modules/.cache/node-<major> for the next run.
//   node scripts/with-node.mjs 24 npm run test:startup -w @newsroom/e2e
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [major, command, ...args] = process.argv.slice(2);
if (!/^\d+$/.test(major ?? '') || !command) {
  console.error('usage: node scripts/with-node.mjs <major> <command> [args...]');
  process.exit(2);
}

const prefix = join(root, 'node_modules', '.cache', `node-${major}`);
const binDir = join(prefix, 'node_modules', '.bin');
const node = join(binDir, 'node');
if (!existsSync(node)) {
  const binary = `node-${process.platform}-${process.arch}@${major}`;
  console.log(`[with-node] installing ${binary} from the npm registry into ${prefix}`);
  execFileSync('npm', ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', binary], {
    stdio: 'inherit',
  });
}
const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
if (!version.startsWith(`v${major}.`)) throw new Error(`${node} is ${version}, not Node ${major}`);
console.log(`[with-node] Node ${version}: ${[command, ...args].join(' ')}`);

// First in PATH: npm, npx and every `node` the command starts run on this Node.
const child = spawn(command, args, {
  cwd: process.cwd(),
  stdio: 'inherit',
  env: { ...process.env, PATH: `${binDir}:${process.env.PATH}` },
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
