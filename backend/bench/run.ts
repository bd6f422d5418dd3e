import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runRestBench } from './rest.ts';
import { runDocumentBench } from './storyDocuments.ts';
import type { BenchContext, BenchLine, BenchSection, Budget } from './types.ts';

/**
 * `npm run bench -w @newsroom/backend`: REST, story documents (and, when bench/realtime.ts exists, realtime) figures on
 * PGlite and, when DATABASE_URL is set, PostgreSQL; compared with bench/budgets.json. Not a test:
 * exits 0 whatever the verdicts, non-zero only on a hard error.
 */
const benchDir = path.dirname(fileURLToPath(import.meta.url));

interface NamedSection {
  name: 'rest' | 'realtime' | 'documents';
  run: BenchSection;
}

/** REST and story documents always; realtime when bench/realtime.ts exists. BENCH_ONLY=rest|realtime|documents picks one. */
async function sections(): Promise<NamedSection[]> {
  const list: NamedSection[] = [
    { name: 'rest', run: runRestBench },
    { name: 'documents', run: runDocumentBench },
  ];
  const realtimeFile = path.join(benchDir, 'realtime.ts');
  if (existsSync(realtimeFile)) {
    const module = (await import(pathToFileURL(realtimeFile).href)) as { runRealtimeBench?: BenchSection };
    if (module.runRealtimeBench) list.push({ name: 'realtime', run: module.runRealtimeBench });
  }
  const only = process.env.BENCH_ONLY;
  return only ? list.filter((section) => section.name === only) : list;
}

/** `{ "<database>": { "<measure name>": Budget } }`; keys starting with `_` are comments. */
type Budgets = Record<string, Record<string, Budget>>;

function verdict(line: BenchLine, budget: Budget | undefined): string {
  if (!budget) return 'no budget';
  const failures: string[] = [];
  if (budget.minRps !== undefined && (line.rps ?? 0) < budget.minRps) failures.push(`rps < ${budget.minRps}`);
  if (budget.maxP50Ms !== undefined && line.p50Ms > budget.maxP50Ms) failures.push(`p50 > ${budget.maxP50Ms}ms`);
  if (budget.maxP99Ms !== undefined && line.p99Ms > budget.maxP99Ms) failures.push(`p99 > ${budget.maxP99Ms}ms`);
  return failures.length ? `FAIL (${failures.join(', ')})` : 'PASS';
}

const fixed = (value: number | undefined, digits = 1) => (value === undefined ? '-' : value.toFixed(digits));

function printTable(lines: BenchLine[], budgets: Budgets): void {
  const rows = lines.map((line) => [
    line.database,
    line.name,
    fixed(line.rps, 0),
    fixed(line.p50Ms),
    fixed(line.p95Ms),
    fixed(line.p99Ms),
    fixed(line.direct?.rps, 0),
    fixed(line.direct?.p50Ms, 2),
    line.direct && line.rps ? `${(line.direct.rps / line.rps).toFixed(1)}x` : '-',
    verdict(line, budgets[line.database]?.[line.name]),
    line.note ?? '',
  ]);
  const header = [
    'db',
    'measure',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'driver ops/s',
    'driver p50',
    'overhead',
    'budget',
    'note',
  ];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const format = (row: string[]) => row.map((cell, i) => cell.padEnd(widths[i])).join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(format(row));
}

async function main(): Promise<void> {
  const budgets = JSON.parse(await readFile(path.join(benchDir, 'budgets.json'), 'utf8')) as Budgets;
  const durationSeconds = Number(process.env.BENCH_DURATION_SECONDS ?? 10);
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const databases: BenchContext['database'][] = databaseUrl ? ['pglite', 'postgres'] : ['pglite'];
  if (!databaseUrl)
    console.log('PostgreSQL variant skipped: DATABASE_URL is not set (see backend/scripts/start-test-postgres.sh).');
  const lines: BenchLine[] = [];
  const failures: string[] = [];
  for (const database of databases) {
    for (const section of await sections()) {
      console.log(`… ${section.name} on ${database}`);
      try {
        lines.push(...(await section.run({ database, databaseUrl, durationSeconds })));
      } catch (error) {
        // One broken section must not hide the others' figures.
        failures.push(`${section.name} on ${database}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  console.log('');
  printTable(lines, budgets);
  console.log('\noverhead = driver ops/s ÷ HTTP req/s (same SQL, role switch and RLS, 10 concurrent loops each).');
  const load = os.loadavg()[0].toFixed(1);
  console.log(
    `load average at the end: ${load} on ${os.cpus().length} CPUs (figures are only comparable at similar load).`,
  );
  if (failures.length) throw new Error(`sections failed:\n  ${failures.join('\n  ')}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('Benchmark failed:', error);
    process.exit(1);
  },
);
