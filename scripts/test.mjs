// `npm test`: the whole suite as CI runs it, stage by stage, ending with a summary.
// lint + typecheck -> build -> e2e + unit. Lint, typecheck and unit all run even if one fails
// (one report for everything); e2e runs only on a successful build, since it drives the builds.
import { spawn } from 'node:child_process';

/**
 * Stages in one step run side by side. Lint (ESLint, Prettier) and typecheck (tsc) are each
 * single-threaded: together they keep both of CI's cores busy. The e2e suite leaves about a third
 * of two cores idle (browsers wait on servers and timers): the unit suites fill it at a lower
 * priority, so the browser tests keep the CPU they ask for and the unit tests take the rest
 * (decision 059).
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
  [{ name: 'build', script: 'build', why: 'Rsbuild production builds (turbo, cached)' }],
  [
    { name: 'e2e', script: 'test:e2e', why: 'Playwright against the production builds', needs: 'build', stream: true },
    { name: 'unit', script: 'test:unit', why: 'Vitest in every package (turbo), at lower priority', nice: 19 },
  ],
];

const banner = (stage) => `\n━━━ ${stage.name}: ${stage.why} ━━━\n`;

/**
 * Runs one npm script. A stage that runs alone, or one marked `stream`, prints as it goes; one
 * beside it prints its output whole when it ends (two live streams would interleave).
 */
function runStage(stage, alone) {
  const started = Date.now();
  const streams = alone || stage.stream;
  if (streams) console.log(banner(stage));
  const command = ['npm', 'run', stage.script];
  // `nice` before npm: every process the stage starts inherits the priority.
  if (stage.nice && process.platform !== 'win32') command.unshift('nice', '-n', String(stage.nice));
  const child = spawn(command[0], command.slice(1), { stdio: streams ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (!streams) process.stdout.write(banner(stage) + '\n' + Buffer.concat(output).toString());
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
  `  ${'total'.padEnd(10)} ${''.padEnd(8)} ${wall.toFixed(0).padStart(5)} s  (wall clock; stages in one step overlap)`,
);
const failed = results.filter((r) => r.status !== 'passed');
console.log(failed.length === 0 ? '\nAll stages passed.' : `\nFailed: ${failed.map((r) => r.name).join(', ')}`);
process.exit(failed.length === 0 ? 0 : 1);
