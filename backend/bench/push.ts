// `npm run bench:push:module -w @newsroom/backend`: a breaking alert to PUSH_BENCH_SUBSCRIPTIONS (10,000) Web Push subscriptions
// through the local push service stand-in (issue 55), printed, not asserted: subscriptions made at
// the stand-in (a process of its own, as a push service is), one alert each sent with
// supabase/functions/_shared/webPush.ts (encrypted, VAPID-signed) at PUSH_BENCH_CONCURRENCY (64)
// at once, and the stand-in's count of what it accepted and decrypted, replaced and duplicated.
// The sending loop over push_subscriptions, with its kill -9 count, is `npm run bench:push` (pushLoop.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateVapidKeys, sendWebPush, type PushTarget } from '../../supabase/functions/_shared/webPush.ts';

const SUBSCRIPTIONS = Number(process.env.PUSH_BENCH_SUBSCRIPTIONS ?? 10_000);
const CONCURRENCY = Number(process.env.PUSH_BENCH_CONCURRENCY ?? 64);
const BUDGET_SECONDS = 60;
const backendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Peak resident memory of a live process (VmHWM), in MB. */
function peakRssMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid ?? 'self'}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** CPU seconds (user + system) a live process has used: a figure the machine's load does not inflate. */
function cpuSeconds(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid ?? 'self'}/stat`, 'utf8')
    .split(') ')[1]
    .split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The stand-in as `npm run push` runs it, on a free port; resolves with its URL. */
function startStandIn(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(backendDir, 'src/push/standin/main.ts')], {
    cwd: backendDir,
    env: { ...process.env, PUSH_SERVICE_PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const url = /^Push service stand-in at (\S+)/m.exec(buffer)?.[1];
      if (url) resolve({ child, url });
    });
    child.once('exit', (code) => reject(new Error(`the stand-in exited (${code}) before it was ready`)));
  });
}

/** Runs `task` for 0..count-1, `limit` at a time. */
async function inPool(count: number, limit: number, task: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
}

async function subscribeAll(url: string): Promise<PushTarget[]> {
  const targets: PushTarget[] = new Array(SUBSCRIPTIONS);
  await inPool(SUBSCRIPTIONS, CONCURRENCY, async (i) => {
    const json = (await (await fetch(`${url}/subscriptions`, { method: 'POST' })).json()) as {
      endpoint: string;
      keys: { p256dh: string; auth: string };
    };
    targets[i] = { endpoint: json.endpoint, ...json.keys };
  });
  return targets;
}

/** One alert to each target; a push answered 429/5xx or not answered is tried again (3 times at most). */
async function sendAll(targets: PushTarget[], rssSamples: number[]) {
  const vapid = { subject: 'mailto:desk@dailychronicle.example', ...(await generateVapidKeys()) };
  const payload = JSON.stringify({ title: 'Breaking: bench alert', url: '/story/1', tag: 'bench' });
  const statuses = new Map<number, number>();
  let done = 0;
  await inPool(targets.length, CONCURRENCY, async (i) => {
    let status = 0;
    for (let attempt = 0; attempt < 3 && (status === 0 || status === 429 || status >= 500); attempt += 1) {
      status = await sendWebPush(targets[i], payload, vapid, {
        ttl: 3600,
        urgency: 'high',
        topic: 'bench-alert',
        allowLoopback: true,
      }).then(
        (result) => result.status,
        () => 0,
      );
    }
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    done += 1;
    if (done % Math.ceil(targets.length / 10) === 0) rssSamples.push(process.memoryUsage().rss / 1024 / 1024);
  });
  return statuses;
}

async function main(): Promise<void> {
  const standIn = await startStandIn();
  try {
    const subscribeStart = performance.now();
    const targets = await subscribeAll(standIn.url);
    const subscribeSeconds = (performance.now() - subscribeStart) / 1000;
    const rssSamples: number[] = [];
    const cpuBefore = { sender: cpuSeconds(undefined), standIn: cpuSeconds(standIn.child.pid) };
    const start = performance.now();
    const statuses = await sendAll(targets, rssSamples);
    const seconds = (performance.now() - start) / 1000;
    const senderCpu = cpuSeconds(undefined) - cpuBefore.sender;
    const standInCpu = cpuSeconds(standIn.child.pid) - cpuBefore.standIn;
    const stats = (await (await fetch(`${standIn.url}/api/stats`)).json()) as {
      received: number;
      stored: number;
      replaced: number;
      duplicates: number;
    };
    const senderPeak = peakRssMb(undefined);
    const standInPeak = peakRssMb(standIn.child.pid);
    const answers = [...statuses].map(([status, count]) => `${status || 'no answer'} ×${count}`).join(', ');
    console.log(
      `push: ${stats.received.toLocaleString('en')} delivered in ${seconds.toFixed(1)} s (budget ${BUDGET_SECONDS} s), ` +
        `peak RSS ${senderPeak.toFixed(0)} MB, duplicates ${stats.duplicates}`,
    );
    console.log(
      `  ${SUBSCRIPTIONS.toLocaleString('en')} subscriptions made in ${subscribeSeconds.toFixed(1)} s; ` +
        `${(stats.received / seconds).toFixed(0)} pushes/s at ${CONCURRENCY} at once; answers: ${answers}; ` +
        `missing ${SUBSCRIPTIONS - stats.received}`,
    );
    console.log(
      `  sender RSS every 10%: ${rssSamples.map((mb) => mb.toFixed(0)).join(' → ')} MB; ` +
        `stand-in peak RSS ${standInPeak.toFixed(0)} MB (keeps ${stats.stored.toLocaleString('en')} decrypted messages)`,
    );
    console.log(
      `  CPU for the send: sender ${senderCpu.toFixed(1)} s (encrypt, sign, POST), stand-in ${standInCpu.toFixed(1)} s ` +
        `(verify, decrypt, keep); load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs`,
    );
    console.log('  kill -9 of the sender mid-send: `npm run bench:push` (the sending loop over push_subscriptions).');
  } finally {
    standIn.child.kill('SIGTERM');
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('Benchmark failed:', error);
    process.exit(1);
  },
);
