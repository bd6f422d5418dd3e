import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { LOCAL_ANON_KEY } from '@newsroom/shared/runtime-config-env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { answers } from '../../scripts/lib/readiness.mjs';
import { freePorts } from '../../scripts/lib/varnish.mjs';
import { generateVapidKeys, sendWebPush } from '../../supabase/functions/_shared/webPush.ts';
import { ACCOUNTS } from '../support/accounts.ts';
import { REPO_ROOT } from '../support/paths.ts';
import { assertBuilt } from '../support/portal.ts';

const PORT_ENV = [
  'SHELL_PORT',
  'READER_PORT',
  'LIVE_PORT',
  'EDITOR_PORT',
  'ADMIN_PORT',
  'BACKEND_PORT',
  'MAIL_INBOX_PORT',
  'SMTP_PORT',
  'PUSH_SERVICE_PORT',
] as const;
const READY = /Ready: open (http:\/\/localhost:\d+)\. Ctrl-C stops everything\./;
/** A stack frame ("shell      at fn (file:1:2)") or a line of an error object's dump. */
const DUMP = /^\S+\s+at .+:\d+:\d+\)?$|details: |Caused by: /;

interface Started {
  child: ChildProcess;
  ports: Record<(typeof PORT_ENV)[number], number>;
  lines: string[];
  /** Resolves with the URL of the ready line. */
  ready: Promise<string>;
}

/**
 * `node scripts/start.mjs` on free ports with a new data dir (migrated and seeded on this start).
 * Its services run on the Node that runs this test: its folder comes first in PATH, for the
 * backend's `npm start` too.
 */
async function startPortal(dataDir: string): Promise<Started> {
  const drawn = await freePorts(PORT_ENV.length);
  const ports = Object.fromEntries(PORT_ENV.map((name, index) => [name, drawn[index]])) as Started['ports'];
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts/start.mjs')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)])),
      PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH}`,
      BACKEND_DATA_DIR: path.join(dataDir, 'db'),
      WEB_CONCURRENCY: '1',
      NO_COLOR: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const ready = new Promise<string>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        // eslint-disable-next-line no-control-regex -- the prefixes' colours
        lines.push(line.replace(/\x1b\[\d+m/g, ''));
        const match = READY.exec(line);
        if (match) resolve(match[1]);
      }
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('exit', (code) => reject(new Error(`start.mjs exited (${code}):\n${lines.join('\n')}`)));
  });
  return { child, ports, lines, ready };
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  return exited;
}

describe(`npm start (Node ${process.versions.node})`, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'newsroom-start-'));
  let started: Started;
  let siteUrl: string;
  let pagesBeforeReady: number[];

  beforeAll(async () => {
    assertBuilt();
    started = await startPortal(dataDir);
    // Readers who come early: the shell answers long before a new database is seeded.
    const shell = `http://127.0.0.1:${started.ports.SHELL_PORT}`;
    while (!(await answers(`${shell}/runtime-config.json`))) await new Promise((r) => setTimeout(r, 100));
    pagesBeforeReady = [];
    for (let i = 0; i < 5; i += 1) pagesBeforeReady.push((await fetch(`${shell}/`)).status);
    siteUrl = await started.ready;
  });

  afterAll(async () => {
    if (started) await stop(started.child);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('says "ready" once, with the shell URL, only when the seeded backend answers', async () => {
    expect(siteUrl).toBe(`http://localhost:${started.ports.SHELL_PORT}`);
    const supabase = createClient(`http://127.0.0.1:${started.ports.BACKEND_PORT}`, LOCAL_ANON_KEY, {
      auth: { persistSession: false },
      realtime: { transport: WebSocket as never },
    });
    // The seed's accounts exist the moment it says ready (they are created last, over HTTP).
    const { error: signInError } = await supabase.auth.signInWithPassword(ACCOUNTS.reader);
    expect(signInError).toBeNull();
    const { data, error } = await supabase.from('news_stories').select('id').eq('status', 'published').limit(1);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect(started.lines.filter((line) => READY.test(line))).toHaveLength(1);
    expect(started.lines.join('\n')).not.toContain('Open the site');
  });

  it('serves a server-rendered page once ready', async () => {
    const response = await fetch(`${siteUrl}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('data-remote-module="reader/HomePage"');
  });

  it('runs the mail catcher: the confirmation of a sign-up arrives in the inbox and its JSON API', async () => {
    const inbox = `http://localhost:${started.ports.MAIL_INBOX_PORT}`;
    expect((await fetch(inbox)).status).toBe(200);
    const email = `startup-${Date.now()}@example.com`;
    const supabase = createClient(`http://127.0.0.1:${started.ports.BACKEND_PORT}`, LOCAL_ANON_KEY, {
      auth: { persistSession: false },
      realtime: { transport: WebSocket as never },
    });
    expect((await supabase.auth.signUp({ email, password: 'correct-horse-1' })).error).toBeNull();
    let subjects: string[] = [];
    for (let attempt = 0; attempt < 100 && subjects.length === 0; attempt += 1) {
      const body = (await (await fetch(`${inbox}/api/messages?to=${email}`)).json()) as {
        messages: { subject: string }[];
      };
      subjects = body.messages.map((message) => message.subject);
      if (subjects.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(subjects).toEqual(['Confirm your e-mail address for The Daily Chronicle']);
  });

  it('runs the push service stand-in: a subscription it makes takes a Web Push', async () => {
    const push = `http://127.0.0.1:${started.ports.PUSH_SERVICE_PORT}`;
    const subscription = (await (await fetch(`${push}/subscriptions`, { method: 'POST' })).json()) as {
      endpoint: string;
      keys: { p256dh: string; auth: string };
    };
    expect(subscription.endpoint).toMatch(new RegExp(`^${push}/push/`));
    const vapid = { subject: 'mailto:desk@example.com', ...(await generateVapidKeys()) };
    const target = { endpoint: subscription.endpoint, ...subscription.keys };
    expect(await sendWebPush(target, 'hello', vapid, { ttl: 60, allowLoopback: true })).toEqual({
      status: 201,
      gone: false,
    });
    const { messages } = (await (await fetch(`${push}/api/messages`)).json()) as { messages: { text: string }[] };
    expect(messages.map((message) => message.text)).toEqual(['hello']);
  });

  it('logs no stack dump for the pages asked before ready, and a short line per failed source at most', () => {
    expect(pagesBeforeReady).toEqual([200, 200, 200, 200, 200]);
    expect(started.lines.filter((line) => DUMP.test(line))).toEqual([]);
    const refused = started.lines.filter((line) => line.includes('ECONNREFUSED'));
    for (const line of refused) expect(line).toMatch(/\[data\] Failed to load [^:]+: .+ \(ECONNREFUSED\)/);
  });

  it.runIf(Number(process.versions.node.split('.')[0]) >= 22)('prints no Node deprecation warning', () => {
    expect(started.lines.filter((line) => /deprecated/i.test(line))).toEqual([]);
  });
});
