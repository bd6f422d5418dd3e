// `npm test`: the whole suite as CI runs it, stage by stage, ending with a summary.
// lint -> typecheck -> unit -> build -> e2e. Lint, typecheck and unit all run even if one fails
// (one report for everything); e2e runs only on a successful build, since it drives the builds.
import { spawnSync } from 'node:child_process';

const STAGES = [
  { name: 'lint', script: 'lint', why: 'ESLint (with jsx-a11y) and Prettier check' },
  {
    name: 'typecheck',
    script: 'typecheck',
    why: 'tsc --noEmit: the front-end packages in one program, backend and e2e each',
  },
  { name: 'unit', script: 'test:unit', why: 'Vitest in every package (turbo)' },
  { name: 'build', script: 'build', why: 'Rsbuild production builds (turbo, cached)' },
  { name: 'e2e', script: 'test:e2e', why: 'Playwright against the production builds', needs: 'build' },
];

const results = [];
for (const stage of STAGES) {
  const blocked = stage.needs && results.find((r) => r.name === stage.needs)?.status !== 'passed';
  if (blocked) {
    results.push({ name: stage.name, status: 'skipped', seconds: 0, note: `${stage.needs} failed` });
    continue;
  }
  console.log(`\n━━━ ${stage.name}: ${stage.why} ━━━\n`);
  const started = Date.now();
  const run = spawnSync('npm', ['run', stage.script], { stdio: 'inherit' });
  const seconds = (Date.now() - started) / 1000;
  results.push({ name: stage.name, status: run.status === 0 ? 'passed' : 'FAILED', seconds });
}

const total = results.reduce((sum, r) => sum + r.seconds, 0);
console.log('\n━━━ npm test summary ━━━');
for (const r of results) {
  console.log(
    `  ${r.name.padEnd(10)} ${r.status.padEnd(8)} ${r.seconds.toFixed(0).padStart(5)} s${r.note ? `  (${r.note})` : ''}`,
  );
}
console.log(`  ${'total'.padEnd(10)} ${''.padEnd(8)} ${total.toFixed(0).padStart(5)} s`);
const failed = results.filter((r) => r.status !== 'passed');
console.log(failed.length === 0 ? '\nAll stages passed.' : `\nFailed: ${failed.map((r) => r.name).join(', ')}`);
process.exit(failed.length === 0 ? 0 : 1);
