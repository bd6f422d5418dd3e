// `npm test`: the whole suite as CI runs it, stage by stage, ending with a summary.
// lint + typecheck -> unit -> build -> e2e. Lint, typecheck and unit all run even if one fails
// (one report for everything); e2e runs only on a successful build, since it drives the builds.
import { spawn } from 'node:child_process';

/**
 * Stages in one step run side by side. Lint (ESLint, Prettier) and typecheck (tsc) are each
 * single-threaded: together they keep both of CI's cores busy; unit and e2e use both on their own.
 */
const STEPS = [
  [
    { name: 'lint', script: 'lint', why: 'ESLint (with jsx-a11y) and Prettier check' },
    {
      name: 'typecheck',
      script: 'typecheck',
      why: 'tsc --noEmit: the front-end packages in one program, backend and e2e each',
    },
  ],
  [{ name: 'unit', script: 'test:unit', why: 'Vitest in every package (turbo)' }],
  [{ name: 'build', script: 'build', why: 'Rsbuild production builds (turbo, cached)' }],
  [{ name: 'e2e', script: 'test:e2e', why: 'Playwright against the production builds', needs: 'build' }],
];

const banner = (stage) => `\n━━━ ${stage.name}: ${stage.why} ━━━\n`;

/** Runs one npm script; alone it streams its output, beside another it prints it whole at the end. */
function runStage(stage, alone) {
  const started = Date.now();
  if (alone) console.log(banner(stage));
  const child = spawn('npm', ['run', stage.script], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (!alone) process.stdout.write(banner(stage) + '\n' + Buffer.concat(output).toString());
      const seconds = (Date.now() - started) / 1000;
      resolve({ name: stage.name, status: code === 0 ? 'passed' : 'FAILED', seconds });
    });
  });
}

const results = [];
const started = Date.now();
for (const step of STEPS) {
  const runnable = [];
  for (const stage of step) {
    const blocked = stage.needs && results.find((r) => r.name === stage.needs)?.status !== 'passed';
    if (blocked) results.push({ name: stage.name, status: 'skipped', seconds: 0, note: `${stage.needs} failed` });
    else runnable.push(stage);
  }
  results.push(...(await Promise.all(runnable.map((stage) => runStage(stage, runnable.length === 1)))));
}

const wall = (Date.now() - started) / 1000;
console.log('\n━━━ npm test summary ━━━');
for (const r of results) {
  console.log(
    `  ${r.name.padEnd(10)} ${r.status.padEnd(8)} ${r.seconds.toFixed(0).padStart(5)} s${r.note ? `  (${r.note})` : ''}`,
  );
}
console.log(
  `  ${'total'.padEnd(10)} ${''.padEnd(8)} ${wall.toFixed(0).padStart(5)} s  (wall clock; lint and typecheck overlap)`,
);
const failed = results.filter((r) => r.status !== 'passed');
console.log(failed.length === 0 ? '\nAll stages passed.' : `\nFailed: ${failed.map((r) => r.name).join(', ')}`);
process.exit(failed.length === 0 ? 0 : 1);
