// `npm run bench:push`: a breaking alert to PUSH_BENCH_SUBSCRIPTIONS (10,000) rows of
// push_subscriptions through the backend's real sending loop (issue 55; decision 204), printed, not
// asserted. The sender is `src/push/main.ts`, a process of its own claiming and settling through
// push_claim_deliveries / push_settle_delivery as the backend's worker does (product defaults: 200
// a claim, 32 at once, 10 s a push); the push service is the stand-in, another process, which
// verifies, decrypts and counts each push.
//   1. Release to last delivery, pushes a second, peak RSS of sender and stand-in, the sender's RSS
//      every 10% (memory flat), CPU, duplicates and missing.
//   2. PUSH_BENCH_KILL_ROUNDS (5) rounds: an alert to PUSH_BENCH_KILL_SUBSCRIPTIONS (2,000), the
//      sender killed with SIGKILL at a random point between 10% and 90% of it, restarted at once;
//      its claimed rows go out once their lease lapses (2 s a push in these rounds: a 44 s lease),
//      then duplicates (the stand-in's count: the same text twice to a subscription) and missing.
// PostgreSQL, as the sender shares its database with the backend: DATABASE_URL (for example from
// backend/scripts/start-test-postgres.sh); a temporary database is made and dropped.
// `npm run bench:push:module` measures the sender module alone (bench/push.ts).
import os from 'node:os';
import type { Database } from '../src/db/database.ts';
import { startBackend } from '../src/index.ts';
import { loadConfig } from '../src/config.ts';
import { createTemporaryDatabase } from '../test/helpers/postgres.ts';
import { cpuSeconds, exited, inPool, peakRssMb, rssMb, startChild, wait } from './processes.ts';

const SUBSCRIPTIONS = Number(process.env.PUSH_BENCH_SUBSCRIPTIONS ?? 10_000);
const KILL_ROUNDS = Number(process.env.PUSH_BENCH_KILL_ROUNDS ?? 5);
const KILL_SUBSCRIPTIONS = Number(process.env.PUSH_BENCH_KILL_SUBSCRIPTIONS ?? 2_000);
const BUDGET_SECONDS = 60;
/** The kill rounds' timeout a push: a claim's lease is its batch at this timeout plus 30 s. */
const KILL_TIMEOUT_MS = 2_000;
const GIVE_UP_MS = 600_000;

interface StandInStats {
  received: number;
  stored: number;
  replaced: number;
  duplicates: number;
}

interface Alert {
  itemId: string;
  topic: string;
  releasedAt: number;
}

function standInApi(url: string) {
  const call = async <T>(pathname: string, method = 'GET') =>
    (await (await fetch(`${url}${pathname}`, { method })).json()) as T;
  return {
    stats: () => call<StandInStats>('/api/stats'),
    clear: () => call<unknown>('/api/messages', 'DELETE'),
    /** Subscriptions the alert reached (a replaced copy and its replacement count once). */
    async reached(topic: string): Promise<number> {
      const { messages } = await call<{ messages: { subscription: string; topic: string | null }[] }>('/api/messages');
      return new Set(messages.filter((m) => m.topic === topic).map((m) => m.subscription)).size;
    },
    /** `count` subscriptions made as a browser's push service makes them: endpoint and keys. */
    async subscribe(count: number): Promise<string[][]> {
      const columns: string[][] = [[], [], []];
      await inPool(count, 64, async (i) => {
        const made = await call<{ endpoint: string; keys: { p256dh: string; auth: string } }>('/subscriptions', 'POST');
        [columns[0][i], columns[1][i], columns[2][i]] = [made.endpoint, made.keys.p256dh, made.keys.auth];
      });
      return columns;
    },
  };
}

/** Rows of push_subscriptions for the stand-in's subscriptions (as push_subscribe stores them, without its limits). */
async function storeSubscriptions(db: Database, columns: string[][], topic: string): Promise<void> {
  await db.query(
    `insert into public.push_subscriptions (endpoint, p256dh, auth, topics)
     select e, p, a, array[$4::text] from unnest($1::text[], $2::text[], $3::text[]) as t (e, p, a)`,
    [...columns, topic],
  );
}

/** A held breaking item whose minute has passed: the sender's next claim releases and queues it. */
async function release(db: Database, title: string): Promise<Alert> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.live_feeds (title, url, source, category, is_active, alert_status)
     values ($1, '/story/bench', 'The Daily Chronicle', 'breaking', true, 'held') returning id`,
    [title],
  );
  const releasedAt = performance.now();
  await db.query(`update public.live_feeds set alert_due_at = now() - interval '1 second' where id = $1`, [rows[0].id]);
  return { itemId: rows[0].id, topic: rows[0].id.replaceAll('-', ''), releasedAt };
}

/** Deliveries of the alert still pending; null before its send is queued. */
async function pendingOf(db: Database, itemId: string): Promise<number | null> {
  const { rows } = await db.query<{ queued: boolean; pending: string }>(
    `select exists (select 1 from public.push_sends where live_feed_id = $1) as queued,
            (select count(*) from private.push_deliveries d join public.push_sends p on p.id = d.send_id
              where p.live_feed_id = $1 and d.status = 'pending') as pending`,
    [itemId],
  );
  return rows[0].queued ? Number(rows[0].pending) : null;
}

async function main(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is required (eval "$(bash backend/scripts/start-test-postgres.sh)")');
  const database = await createTemporaryDatabase(serverUrl);
  const standIn = await startChild('src/push/standin/main.ts', { PUSH_SERVICE_PORT: '0' }, /^Push service stand-in at/);
  const standInUrl = /at (\S+)/.exec(standIn.line)![1];
  const pushService = standInApi(standInUrl);
  // The bench's backend migrates the database and never pushes itself: the sender is its own process.
  Object.assign(process.env, { PUSH_POLL_MS: '0', PUSH_MIN_INTERVAL_MINUTES: '0' });
  const defaults = loadConfig();
  const backend = await startBackend({
    port: 0,
    host: '127.0.0.1',
    databaseUrl: database.url,
    seed: false,
    logRequests: false,
    mail: { ...defaults.mail, newsletterPollMs: 0, morningEditionCron: null },
  });
  const db = backend.db;
  await db.query(`update private.push_settings set loopback_origins = $1, min_interval_minutes = 0`, [[standInUrl]]);
  const startSender = (env: Record<string, string> = {}) =>
    startChild('src/push/main.ts', { DATABASE_URL: database.url, PUSH_POLL_MS: '200', ...env }, /^Push sender running/);

  try {
    // 1. The normal run.
    const made = performance.now();
    await storeSubscriptions(db, await pushService.subscribe(SUBSCRIPTIONS), 'breaking');
    const madeSeconds = (performance.now() - made) / 1000;
    await pushService.clear();
    const sender = await startSender();
    const cpuBefore = { sender: cpuSeconds(sender.child.pid), standIn: cpuSeconds(standIn.child.pid) };
    const rssSteps: number[] = [];
    const alert = await release(db, 'Bench alert');
    let stats = await pushService.stats();
    let lastArrival = performance.now();
    while (performance.now() - alert.releasedAt < GIVE_UP_MS) {
      const arrived = stats.received - stats.duplicates;
      if (arrived >= ((rssSteps.length + 1) * SUBSCRIPTIONS) / 10) rssSteps.push(rssMb(sender.child.pid));
      if (arrived >= SUBSCRIPTIONS && (await pendingOf(db, alert.itemId)) === 0) break;
      await wait(100);
      const next = await pushService.stats();
      if (next.received > stats.received) lastArrival = performance.now();
      stats = next;
    }
    const seconds = (lastArrival - alert.releasedAt) / 1000;
    const senderCpu = cpuSeconds(sender.child.pid) - cpuBefore.sender;
    const standInCpu = cpuSeconds(standIn.child.pid) - cpuBefore.standIn;
    const senderPeak = peakRssMb(sender.child.pid);
    const reached = await pushService.reached(alert.topic);
    sender.child.kill('SIGTERM');
    await exited(sender.child);
    console.log(
      [
        `breaking alert to ${SUBSCRIPTIONS.toLocaleString('en')} push_subscriptions rows through the sending loop (push_claim_deliveries / push_settle_delivery) and the stand-in:`,
        `  release → last delivery ${seconds.toFixed(1)} s (${Math.round(reached / seconds)} pushes/s; goal ≤ ${BUDGET_SECONDS} s on 2 cores: ${seconds <= BUDGET_SECONDS ? 'met' : 'missed'})`,
        `  delivered ${reached}, duplicates ${stats.duplicates}, missing ${SUBSCRIPTIONS - reached}`,
        `  peak RSS: sender ${senderPeak.toFixed(0)} MB, stand-in ${peakRssMb(standIn.child.pid).toFixed(0)} MB (keeps ${stats.stored.toLocaleString('en')} decrypted messages)`,
        `  sender RSS every 10%: ${rssSteps.map((mb) => mb.toFixed(0)).join(' → ')} MB`,
        `  CPU: sender ${senderCpu.toFixed(1)} s (claim, encrypt, sign, POST, settle), stand-in ${standInCpu.toFixed(1)} s; ` +
          `load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs; ${SUBSCRIPTIONS.toLocaleString('en')} subscriptions made in ${madeSeconds.toFixed(1)} s`,
      ].join('\n'),
    );

    // 2. kill -9 mid-send, restart at once: duplicates and missing.
    await db.query(`update public.push_subscriptions set topics = array['uk']`);
    await storeSubscriptions(db, await pushService.subscribe(KILL_SUBSCRIPTIONS), 'breaking');
    const totals = { duplicates: 0, missing: 0 };
    for (let round = 1; round <= KILL_ROUNDS; round += 1) {
      await pushService.clear();
      const first = await startSender({ PUSH_TIMEOUT_MS: String(KILL_TIMEOUT_MS) });
      const roundAlert = await release(db, `Bench alert, round ${round}`);
      const killAt = Math.round((0.1 + 0.8 * Math.random()) * KILL_SUBSCRIPTIONS);
      while ((await pushService.stats()).received < killAt && performance.now() - roundAlert.releasedAt < GIVE_UP_MS)
        await wait(20);
      first.child.kill('SIGKILL');
      await exited(first.child);
      const killedAt = (await pushService.stats()).received;
      const second = await startSender({ PUSH_TIMEOUT_MS: String(KILL_TIMEOUT_MS) });
      while ((await pendingOf(db, roundAlert.itemId)) !== 0 && performance.now() - roundAlert.releasedAt < GIVE_UP_MS)
        await wait(200);
      second.child.kill('SIGTERM');
      await exited(second.child);
      const after = await pushService.stats();
      const missing = KILL_SUBSCRIPTIONS - (await pushService.reached(roundAlert.topic));
      totals.duplicates += after.duplicates;
      totals.missing += missing;
      console.log(
        `  round ${round}: killed after ${killedAt}/${KILL_SUBSCRIPTIONS}, duplicates ${after.duplicates} ` +
          `(${after.replaced} replaced on the device by their Topic), missing ${missing}, ` +
          `${((performance.now() - roundAlert.releasedAt) / 1000).toFixed(1)} s`,
      );
    }
    console.log(
      `kill -9 of the sender mid-send, ${KILL_ROUNDS} rounds of ${KILL_SUBSCRIPTIONS.toLocaleString('en')}: ` +
        `${totals.duplicates} duplicates, ${totals.missing} missing in all`,
    );
  } finally {
    await backend.stop();
    standIn.child.kill('SIGTERM');
    await exited(standIn.child);
    await database.drop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('Benchmark failed:', error);
    process.exit(1);
  },
);
