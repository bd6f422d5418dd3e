// `npm run bench:mail`: the newsletter's figures (issue 30), printed, not asserted.
//   1. The morning edition to MAIL_BENCH_RECIPIENTS (10,000) confirmed subscribers, delivered to
//      the local mail catcher: time from queueing to the last delivery, messages a second, peak RSS
//      of the sender and of the catcher (both processes of their own), duplicates and missing.
//   2. MAIL_BENCH_KILL_ROUNDS (10) rounds: an edition to MAIL_BENCH_KILL_RECIPIENTS (2,000), the
//      sender killed with SIGKILL at a random point mid-edition, restarted; duplicates and missing
//      counted by the catcher per recipient (X-Newsroom-Send) and in the send log.
// The sender shares its database with the backend, so this runs on PostgreSQL: DATABASE_URL (for
// example from backend/scripts/start-test-postgres.sh); a temporary database is made and dropped.
import { startBackend } from '../src/index.ts';
import { loadConfig } from '../src/config.ts';
import { createTemporaryDatabase } from '../test/helpers/postgres.ts';
import { cpuSeconds, exited, peakRssMb, startChild, wait } from './processes.ts';

const RECIPIENTS = Number(process.env.MAIL_BENCH_RECIPIENTS ?? 10_000);
const KILL_ROUNDS = Number(process.env.MAIL_BENCH_KILL_ROUNDS ?? 10);
const KILL_RECIPIENTS = Number(process.env.MAIL_BENCH_KILL_RECIPIENTS ?? 2_000);
const LEASE_SECONDS = 3;

async function main(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is required (eval "$(bash backend/scripts/start-test-postgres.sh)")');
  const database = await createTemporaryDatabase(serverUrl);
  const catcher = await startChild(
    'src/mail/catcher/main.ts',
    { SMTP_PORT: '0', MAIL_INBOX_PORT: '0' },
    /^Mail catcher:/,
  );
  const smtpPort = /SMTP on port (\d+)/.exec(catcher.line)![1];
  const inbox = /inbox at (\S+)/.exec(catcher.line)![1];
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
  const senderEnv: Record<string, string> = {
    DATABASE_URL: database.url,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: smtpPort,
    NEWSLETTER_POLL_MS: '200',
    SMTP_MAX_CONNECTIONS: process.env.SMTP_MAX_CONNECTIONS ?? '8',
    NEWSLETTER_LEASE_SECONDS: String(LEASE_SECONDS),
    BACKEND_PUBLIC_URL: backend.url,
  };
  const startSender = () => startChild('src/newsletter/main.ts', senderEnv, /^Newsletter sender running/);
  const delivery = async (send: string) =>
    (await (await fetch(`${inbox}/api/deliveries?send=${send}`)).json()) as {
      recipients: number;
      duplicates: number;
      duplicatesWithNewMessageId: number;
    };

  /** Confirmed subscribers, added without the sign-up trigger (no confirmation mail to queue). */
  async function subscribers(count: number, prefix: string): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.query(`set local session_replication_role = replica`);
      await tx.query(`update public.newsletter_subscribers set morning_edition = false`);
      await tx.query(
        `insert into public.newsletter_subscribers (email, status, confirmed_at, confirm_nonce, morning_edition)
         select $1 || '-' || i || '@bench.example', 'confirmed', now(), md5(random()::text), true
           from generate_series(1, $2::integer) i`,
        [prefix, count],
      );
    });
  }
  let day = 0;
  async function queueEdition(): Promise<{ sendId: string; recipients: number }> {
    day += 1;
    const { rows } = await db.query<{ send_id: string; recipients: number }>(
      `select * from public.newsletter_queue_morning_edition(date '2030-01-01' + $1::integer)`,
      [day],
    );
    return { sendId: rows[0].send_id, recipients: rows[0].recipients };
  }
  const pendingRows = async (send: string) =>
    Number(
      (
        await db.query<{ n: string }>(
          `select count(*) as n from public.newsletter_deliveries where send_id = $1 and status = 'pending'`,
          [send],
        )
      ).rows[0].n,
    );

  try {
    await db.query(
      `insert into public.news_stories (title, summary, category, status, published_at, is_featured, image_url, image_alt)
       select 'Bench story ' || i, 'A summary of story ' || i || E'.\n\nMore.', 'Feature', 'published',
              now() - make_interval(mins => i * 10), i = 1, 'https://img.example/' || i || '.jpg', 'Picture ' || i
         from generate_series(1, 8) i`,
    );

    // 1. Throughput and memory.
    await subscribers(RECIPIENTS, 'reader');
    const sender = await startSender();
    const catcherCpuBefore = cpuSeconds(catcher.child.pid);
    const started = performance.now();
    const edition = await queueEdition();
    let arrived = await delivery(edition.sendId);
    while (arrived.recipients < edition.recipients && performance.now() - started < 600_000) {
      await wait(100);
      arrived = await delivery(edition.sendId);
    }
    const seconds = (performance.now() - started) / 1000;
    const rate = edition.recipients / seconds;
    const senderPeak = peakRssMb(sender.child.pid);
    const senderCpu = cpuSeconds(sender.child.pid);
    const catcherCpu = cpuSeconds(catcher.child.pid) - catcherCpuBefore;
    const catcherPeak = peakRssMb(catcher.child.pid);
    sender.child.kill('SIGTERM');
    await exited(sender.child);
    console.log(
      [
        `morning edition to ${edition.recipients.toLocaleString('en')} confirmed subscribers, delivered to the catcher:`,
        `  ${seconds.toFixed(1)} s (${Math.round(edition.recipients / seconds)} messages/s; goal ≤ 60 s on 2 cores: ${seconds <= 60 ? 'met' : 'missed'})`,
        `  delivered ${arrived.recipients}, duplicates ${arrived.duplicates}, missing ${edition.recipients - arrived.recipients}`,
        `  peak RSS: sender ${senderPeak.toFixed(0)} MB, catcher ${catcherPeak.toFixed(0)} MB`,
        `  CPU: sender ${senderCpu.toFixed(1)} s, catcher ${catcherCpu.toFixed(1)} s (${((1000 * (senderCpu + catcherCpu)) / edition.recipients).toFixed(1)} ms a message)`,
      ].join('\n'),
    );

    // 2. kill -9 mid-edition, restart: duplicates and missing.
    await subscribers(KILL_RECIPIENTS, 'killed');
    const rounds: { killedAt: number; duplicates: number; newMessageIds: number; missing: number; seconds: number }[] =
      [];
    for (let round = 1; round <= KILL_ROUNDS; round += 1) {
      const first = await startSender();
      const roundStart = performance.now();
      const { sendId, recipients } = await queueEdition();
      // A random moment between 10% and 90% of the edition (at the first run's rate): killing right
      // after the catcher counted a message would aim at the one gap SMTP leaves (decision 150).
      await wait(((0.1 + 0.8 * Math.random()) * recipients * 1000) / rate);
      first.child.kill('SIGKILL');
      await exited(first.child);
      const killedAt = (await delivery(sendId)).recipients;
      const second = await startSender();
      while ((await pendingRows(sendId)) > 0 || (await delivery(sendId)).recipients < recipients) {
        if (performance.now() - roundStart > 300_000) break;
        await wait(100);
      }
      second.child.kill('SIGTERM');
      await exited(second.child);
      const result = await delivery(sendId);
      rounds.push({
        killedAt,
        duplicates: result.duplicates,
        newMessageIds: result.duplicatesWithNewMessageId,
        missing: recipients - result.recipients,
        seconds: (performance.now() - roundStart) / 1000,
      });
      console.log(
        `  round ${round}: killed after ${killedAt}/${recipients}, duplicates ${result.duplicates} (${result.duplicatesWithNewMessageId} with a new Message-ID), missing ${recipients - result.recipients}, ${rounds.at(-1)!.seconds.toFixed(1)} s`,
      );
    }
    const duplicates = rounds.reduce((sum, r) => sum + r.duplicates, 0);
    const newMessageIds = rounds.reduce((sum, r) => sum + r.newMessageIds, 0);
    const missing = rounds.reduce((sum, r) => sum + r.missing, 0);
    console.log(
      `kill -9 of the sender mid-edition, ${rounds.length} rounds of ${KILL_RECIPIENTS.toLocaleString('en')}: ${duplicates} duplicates ` +
        `(${newMessageIds} with a new Message-ID: a receiver that collapses repeats of a Message-ID shows ${newMessageIds}), ${missing} missing in all`,
    );
    console.log(
      `catcher peak RSS after ${RECIPIENTS + KILL_ROUNDS * KILL_RECIPIENTS} messages: ${peakRssMb(catcher.child.pid).toFixed(0)} MB`,
    );
  } finally {
    await backend.stop();
    catcher.child.kill('SIGTERM');
    await exited(catcher.child);
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
