/** Latency percentiles (ms) and throughput of operations timed one by one. */
export interface Timings {
  rps: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Runs `op` from `concurrency` loops for `durationMs`, timing every call. */
export async function measure(op: () => Promise<unknown>, durationMs: number, concurrency: number): Promise<Timings> {
  const samples: number[] = [];
  const started = performance.now();
  const deadline = started + durationMs;
  const loop = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      await op();
      samples.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  const elapsed = (performance.now() - started) / 1000;
  samples.sort((a, b) => a - b);
  return {
    rps: samples.length / elapsed,
    p50Ms: percentile(samples, 50),
    p95Ms: percentile(samples, 95),
    p99Ms: percentile(samples, 99),
  };
}
