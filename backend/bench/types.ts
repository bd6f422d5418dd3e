/** One measured line of the benchmark table; sections (REST, realtime) each return some. */
export interface BenchLine {
  database: 'pglite' | 'postgres';
  name: string;
  /** Throughput (requests or operations per second), when the measure has one. */
  rps?: number;
  p50Ms: number;
  /** Printed when the section measures it (the story documents' lines). */
  p95Ms?: number;
  /** p99 for HTTP; the realtime section may report p95 here and say so in `note`. */
  p99Ms: number;
  /** The same work done directly on the database driver, for the overhead ratio. */
  direct?: { rps: number; p50Ms: number; p99Ms: number };
  note?: string;
}

export interface Budget {
  minRps?: number;
  maxP50Ms?: number;
  maxP99Ms?: number;
}

/** What run.ts hands to every section (bench/realtime.ts exports `runRealtimeBench(context)`). */
export interface BenchContext {
  database: 'pglite' | 'postgres';
  /** Server for the PostgreSQL variant (each section creates its own temporary database). */
  databaseUrl?: string;
  durationSeconds: number;
}

export type BenchSection = (context: BenchContext) => Promise<BenchLine[]>;
