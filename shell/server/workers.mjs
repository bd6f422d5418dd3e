// How the shell's production server runs: one worker per core (WEB_CONCURRENCY) sharing the port,
// each with its own page cache, and one purge listener in the primary that tells every worker
// (and the CDN in front, when there is one) what changed. With one worker, all of it runs in one
// process. SIGTERM / SIGINT stop everything cleanly.
import cluster from 'node:cluster';
import { getPriority, setPriority } from 'node:os';
import { runtimeConfigFromEnv } from '@newsroom/shared/runtime-config-env';
import { createCdnPurger } from './cdnPurge.mjs';
import { startPurgeListener } from './purgeListener.mjs';
import { demoKeyRefusal, originPolicyLine, workerCountFromEnv } from './serverConfig.mjs';

/** How long a worker may take to finish its requests at shutdown before it is killed. */
const SHUTDOWN_GRACE_MS = 5_000;
/**
 * Workers' young generation (MB): a cached answer allocates little but a surge makes ~10,000 a
 * second; with V8's default semi-space the scavenger ran constantly (200 connections on one
 * worker: 5,400 req/s, p99 176 ms; with 32 MB: 9,500 req/s, p99 45 ms). Once the surge bench no
 * longer measured its load generator (decision 158), 16 MB did better than 32: 20,400 req/s,
 * p99 126 ms, peak RSS 244 MB against 15,600–17,800 req/s, p99 158–175 ms, 270–278 MB.
 * NODE_OPTIONS may set its own.
 */
const WORKER_SEMI_SPACE_MB = 16;
/**
 * Workers' niceness above the primary's: where the backend shares the machine (`npm start`, the
 * benchmarks), cached pages served by the thousand a second must not take the CPU the database
 * and realtime need; on a machine of its own it changes nothing. SHELL_WORKER_NICE overrides it.
 */
const WORKER_NICE = 5;
/** The CDN is purged once every worker has (so it cannot refetch an old page), or after this. */
const WORKER_PURGE_WAIT_MS = 250;

/**
 * @param {object} options
 * @param {number} options.port
 * @param {string | undefined} options.hostname
 * @param {NodeJS.ProcessEnv} options.env
 * @param {(options: { port: number, hostname?: string, env: NodeJS.ProcessEnv }) => Promise<{
 *   port: number, close(): Promise<void>, purge(keys: string[]): Promise<number>,
 *   setPurgeChannelLive(live: boolean): Promise<void> }>} options.startServer
 */
export async function runShell(options) {
  if (cluster.isWorker) return runWorker(options);
  const refusal = demoKeyRefusal(options.env);
  if (refusal) throw new Error(refusal);
  console.log(`[shell] ${originPolicyLine(options.env)}`);
  const workers = workerCountFromEnv(options.env);
  return workers > 1 ? runPrimary(options, workers) : runSingle(options);
}

/**
 * Hears the database's purges; `purgeOrigin` empties the page caches of this machine and resolves
 * when they are empty, then the CDN in front (CDN_PURGE_URL) is purged: a CDN refetching a page
 * at once gets the new one.
 */
function listenForPurges(env, { purgeOrigin, onChannel }) {
  const { supabaseUrl, supabaseAnonKey } = runtimeConfigFromEnv(env);
  const cdn = createCdnPurger({ url: env.CDN_PURGE_URL });
  if (env.CDN_PURGE_URL) console.log(`[shell] purging the CDN at ${env.CDN_PURGE_URL} by surrogate key`);
  const onPurge = (keys) => {
    void purgeOrigin(keys).then(() => cdn.purge(keys));
  };
  return startPurgeListener({ supabaseUrl, supabaseAnonKey, onPurge, onChannel });
}

function onShutdown(stop) {
  let stopping = null;
  const handler = () => {
    stopping ??= stop().then(
      () => process.exit(0),
      (error) => {
        console.error('[shell] shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', handler);
  process.once('SIGINT', handler);
}

async function runSingle({ port, hostname, env, startServer }) {
  const server = await startServer({ port, hostname, env });
  const listener = listenForPurges(env, {
    purgeOrigin: (keys) => server.purge(keys),
    onChannel: (live) => void server.setPurgeChannelLive(live),
  });
  console.log(`shell listening on http://localhost:${server.port}`);
  onShutdown(async () => {
    await listener.close();
    await server.close();
  });
}

async function runWorker({ port, hostname, env, startServer }) {
  // Listening before the server is up: the primary may say the purge channel is live meanwhile.
  let server = null;
  let purgeChannelLive = false;
  process.on('message', (message) => {
    if (message?.type === 'page-purge') {
      // Nothing is cached before the server is up.
      const purged = server ? server.purge(message.keys) : Promise.resolve();
      void purged.finally(() => process.send?.({ type: 'page-purged', id: message.id }));
    }
    if (message?.type === 'purge-channel') {
      purgeChannelLive = message.live;
      void server?.setPurgeChannelLive(purgeChannelLive);
    }
    if (message?.type === 'shutdown') void (server?.close() ?? Promise.resolve()).then(() => process.exit(0));
  });
  // Messages sent before this process listened were lost: it asks for the channel's state now.
  process.send?.({ type: 'ready-for-purges' });
  // The primary is gone (killed): nobody would purge this worker's cache any more.
  process.on('disconnect', () => process.exit(0));
  // Ctrl-C reaches every process of the group: the primary stops the workers.
  process.on('SIGINT', () => {});
  server = await startServer({ port, hostname, env });
  await server.setPurgeChannelLive(purgeChannelLive);
}

function runPrimary({ env }, count) {
  const tuned = `${env.NODE_OPTIONS ?? ''} ${process.execArgv.join(' ')}`.includes('semi-space');
  if (!tuned)
    cluster.setupPrimary({ execArgv: [...process.execArgv, `--max-semi-space-size=${WORKER_SEMI_SPACE_MB}`] });
  let purgeChannelLive = false;
  let stopping = false;
  let listening = 0;
  let purgeId = 0;
  const connectedWorkers = () => Object.values(cluster.workers ?? {}).filter((worker) => worker?.isConnected());
  const broadcast = (message) => {
    for (const worker of connectedWorkers()) worker.send(message);
  };
  /** Resolves once every worker has purged `keys` (or after WORKER_PURGE_WAIT_MS). */
  const purgeWorkers = (keys) => {
    const id = ++purgeId;
    const workers = connectedWorkers();
    return new Promise((resolve) => {
      let pending = workers.length;
      const timer = setTimeout(done, WORKER_PURGE_WAIT_MS);
      function done() {
        clearTimeout(timer);
        cluster.off('message', onMessage);
        resolve();
      }
      function onMessage(_worker, message) {
        if (message?.type === 'page-purged' && message.id === id && --pending === 0) done();
      }
      cluster.on('message', onMessage);
      for (const worker of workers) worker.send({ type: 'page-purge', keys, id });
      if (pending === 0) done();
    });
  };
  const fork = () => {
    const worker = cluster.fork();
    yieldCpu(worker.process.pid, env);
    worker.on('message', (message) => {
      if (message?.type === 'ready-for-purges') worker.send({ type: 'purge-channel', live: purgeChannelLive });
    });
    return worker;
  };
  cluster.on('listening', (_worker, address) => {
    listening += 1;
    if (listening === count) console.log(`shell listening on http://localhost:${address.port} (${count} workers)`);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    if (listening < count) {
      console.error(`[shell] a worker exited (${signal ?? code}) before it listened: stopping`);
      process.exit(1);
    }
    console.error(`[shell] worker ${worker.process.pid} exited (${signal ?? code}): starting another`);
    fork();
  });
  for (let i = 0; i < count; i += 1) fork();
  const listener = listenForPurges(env, {
    purgeOrigin: purgeWorkers,
    onChannel: (live) => {
      purgeChannelLive = live;
      broadcast({ type: 'purge-channel', live });
    },
  });
  onShutdown(async () => {
    stopping = true;
    await listener.close();
    await Promise.all(Object.values(cluster.workers ?? {}).map((worker) => stopWorker(worker)));
  });
}

function yieldCpu(pid, env) {
  const nice = Number(env.SHELL_WORKER_NICE ?? WORKER_NICE);
  if (!pid || !Number.isInteger(nice) || nice <= 0) return;
  try {
    setPriority(pid, Math.min(19, getPriority() + nice));
  } catch (error) {
    console.warn(`[shell] could not lower worker ${pid}'s priority: ${error.message}`);
  }
}

function stopWorker(worker) {
  return new Promise((resolve) => {
    if (!worker || worker.isDead()) return resolve();
    const killer = setTimeout(() => worker.process.kill('SIGKILL'), SHUTDOWN_GRACE_MS);
    worker.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    if (worker.isConnected()) worker.send({ type: 'shutdown' });
    else worker.process.kill('SIGTERM');
  });
}
