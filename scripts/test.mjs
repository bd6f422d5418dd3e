// `npm test`: the whole suite as CI runs it, ending with a per-stage summary.
// build -> e2e and node-lts, with lint, typecheck, backend and unit beside them. Lint, typecheck,
// backend and unit all run even if one fails (one report for everything); e2e runs only on a
// successful build, since it drives the builds.
import { spawn } from 'node:child_process';
import { stageCpuGroup } from './stageCpu.mjs';

/**
 * Each stage starts once the stages in its `after` have ended. The e2e suite is the longest chain
 * (about 450 s on a quiet machine, latency-bound: it keeps one of CI's two cores busy on average),
 * so the build comes first and the e2e suite right after it, at full priority. Everything else
 * starts at once at the lowest priority: lint and typecheck (single-threaded, about a minute of
 * CPU each) and the unit suites share what the build and the browsers leave idle, and the whole
 * CPU once those end (decision 059). At nice 10, lint and typecheck starved the unit suites for
 * their first 200 s: a 6 s rendering test took over 20 s.
 */
const STAGES = [
  { name: 'lint', script: 'lint', why: 'ESLint (with jsx-a11y) and Prettier check', nice: 19 },
  {
    name: 'typecheck',
    script: 'typecheck',
    why: 'tsc --noEmit: the front-end packages in one program, backend and e2e in another',
    nice: 19,
  },
  // The backend's suites are the longest of the unit suites (about 420 s beside the browsers). In
  // one turbo run with the front-end packages they began only once two of those had ended, and ran
  // alone at the end; as a stage of their own they start at once.
  { name: 'backend', script: 'test:backend', why: 'Vitest: the backend against PGlite (and PostgreSQL)', nice: 19 },
  {
    name: 'unit',
    script: 'test:unit:frontend',
    why: 'Vitest: the front-end packages and shared, in one run, at the lowest priority',
    nice: 19,
  },
  { name: 'build', script: 'build', why: 'Rsbuild production builds (turbo, cached)' },
  {
    name: 'node-lts',
    script: 'test:node-lts',
    why: '`npm start` under Node 24 from the npm registry: ready line, a page, a REST read (start-up test)',
    after: ['build'],
    needs: 'build',
    // Beside the e2e suite, below it in priority: about 20 s of CPU, mostly seeding a new database.
    nice: 10,
  },
  {
    name: 'e2e',
    script: 'test:e2e',
    why: 'Playwright against the production builds',
    after: ['build'],
    needs: 'build',
    stream: true,
  },
];

/** The end of a stage's output, without colours: where Playwright and Vitest name what failed. */
function lastLines(text, count = 60) {
  // eslint-disable-next-line no-control-regex
  const plain = text.replace(/\x1b\[[0-9;]*m/g, '');
  return plain.trimEnd().split('\n').slice(-count).join('\n');
}

const banner = (stage) => `\n━━━ ${stage.name}: ${stage.why} ━━━\n`;

/** The stage's CPU seconds, then its group gone (it stays while a process it started lives on). */
function readCpu(cpu) {
  if (!cpu) return undefined;
  const seconds = cpu.seconds();
  try {
    cpu.remove();
  } catch {
    // a leftover process still in it: the group goes with the machine
  }
  return seconds;
}

/**
 * Runs one npm script. The stage marked `stream` prints as it goes; the others print their output
 * whole when they end (live streams side by side would interleave).
 */
function runStage(stage) {
  const startedAt = Date.now();
  const streams = Boolean(stage.stream);
  if (streams) console.log(banner(stage));
  const command = ['npm', 'run', stage.script];
  // `nice` before npm: every process the stage starts inherits the priority.
  if (stage.nice && process.platform !== 'win32') command.unshift('nice', '-n', String(stage.nice));
  const cpu = stageCpuGroup(stage.name);
  const launched = cpu ? cpu.wrap(command) : command;
  const child = spawn(launched[0], launched.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  const keep = (chunk) => {
    output.push(chunk);
    if (streams) process.stdout.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const text = Buffer.concat(output).toString();
      if (!streams) process.stdout.write(banner(stage) + '\n' + text);
      const seconds = (Date.now() - startedAt) / 1000;
      const status = code === 0 ? 'passed' : 'FAILED';
      resolve({ name: stage.name, status, seconds, cpuSeconds: readCpu(cpu), tail: lastLines(text) });
    });
  });
}

/** Starts every stage once its `after` stages have ended; resolves to all results, in STAGES order. */
function runAll() {
  const ended = new Map();
  for (const stage of STAGES) {
    const result = Promise.all((stage.after ?? []).map((name) => ended.get(name))).then((before) => {
      const blocker = before.find((r) => r.name === stage.needs && r.status !== 'passed');
      if (blocker) return { name: stage.name, status: 'skipped', seconds: 0, note: `${stage.needs} failed` };
      return runStage(stage);
    });
    ended.set(stage.name, result);
  }
  return Promise.all(ended.values());
}

const started = Date.now();
const results = await runAll();
const wall = (Date.now() - started) / 1000;
console.log('\n━━━ npm test summary ━━━');
const cpuColumn = (seconds) => (seconds === undefined ? '' : `  ${seconds.toFixed(0).padStart(5)} s of CPU`);
for (const r of results) {
  const note = r.note ? `  (${r.note})` : '';
  console.log(
    `  ${r.name.padEnd(10)} ${r.status.padEnd(8)} ${r.seconds.toFixed(0).padStart(5)} s${cpuColumn(r.cpuSeconds)}${note}`,
  );
}
const counted = results.filter((r) => r.cpuSeconds !== undefined);
const totalCpu = counted.length > 0 ? counted.reduce((sum, r) => sum + r.cpuSeconds, 0) : undefined;
console.log(
  `  ${'total'.padEnd(10)} ${''.padEnd(8)} ${wall.toFixed(0).padStart(5)} s${cpuColumn(totalCpu)}  (wall clock; stages overlap)`,
);
const failed = results.filter((r) => r.status !== 'passed');
// A failed stage's end again, last: a CI log is often read from its tail, which the unit suites'
// output would otherwise fill (a stage that streamed ended long before them).
for (const r of failed.filter((f) => f.tail)) console.log(`\n━━━ end of ${r.name}'s output ━━━\n${r.tail}`);
console.log(failed.length === 0 ? '\nAll stages passed.' : `\nFailed: ${failed.map((r) => r.name).join(', ')}`);
process.exit(failed.length === 0 ? 0 : 1);
