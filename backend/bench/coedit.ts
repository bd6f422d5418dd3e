/**
 * Co-editing benchmark (issue 50, decision 174): N editors, each a headless Yjs client with its
 * own supabase-js session through the local backend's real REST and Realtime, type into one story
 * at K keystrokes a second for S seconds. Prints the edit-to-other-editor latency (from the
 * keystroke to its arrival in each other editor's document), whether all documents converged to
 * the one rebuilt from the database, characters lost, the stored size and a late joiner's load
 * time. PGlite always; PostgreSQL too when DATABASE_URL is set.
 * `npm run bench:coedit` (COEDIT_EDITORS=10, COEDIT_RATE=5, COEDIT_SECONDS=60); `COEDIT_DAY=1` runs the
 * 8-hour newsroom day instead (coeditDay.ts, decision 202). Everything runs
 * in one process on this machine: figures from a machine shared with other work are not comparable.
 */
import { performance } from 'node:perf_hooks';
import * as Y from 'yjs';
import { StoryWorkingCopy } from '../../shared/src/coedit/index.ts';
import type { DatabaseKind } from '../test/helpers/testBackend.ts';
import { startApiWorld } from '../test/schema/apiWorld.ts';
import { staffAccount, type StaffAccount } from '../test/schema/twoFactorSessions.ts';
import { runNewsroomDay, storedBytes } from './coeditDay.ts';
import { percentile } from './stats.ts';

const EDITORS = Number(process.env.COEDIT_EDITORS ?? 10);
const RATE = Number(process.env.COEDIT_RATE ?? 5);
const SECONDS = Number(process.env.COEDIT_SECONDS ?? 60);
const SETTLE_MS = 30_000;

interface Editor {
  copy: StoryWorkingCopy;
  timer?: ReturnType<typeof setInterval>;
}

/** When each keystroke (client:clock) was typed, and how long each took to reach each other editor. */
class LatencyLog {
  readonly typed = new Map<string, number>();
  readonly latencies: number[] = [];
  private readonly seen = new Set<string>();

  keystroke(doc: Y.Doc): void {
    this.typed.set(`${doc.clientID}:${Y.getState(doc.store, doc.clientID)}`, performance.now());
  }

  /** Records the first arrival in `doc` of every keystroke the update carries. */
  arrived(doc: Y.Doc, update: Uint8Array): void {
    const now = performance.now();
    for (const struct of Y.decodeUpdate(update).structs) {
      if (struct.id.client === doc.clientID) continue;
      for (let clock = struct.id.clock; clock < struct.id.clock + struct.length; clock += 1) {
        const key = `${struct.id.client}:${clock}`;
        const sent = this.typed.get(key);
        if (sent === undefined || this.seen.has(`${doc.clientID}/${key}`)) continue;
        this.seen.add(`${doc.clientID}/${key}`);
        this.latencies.push(now - sent);
      }
    }
  }
}

async function join(account: StaffAccount, storyId: string): Promise<StoryWorkingCopy> {
  const copy = new StoryWorkingCopy({ client: await account.signIn(), storyId });
  await copy.connect();
  return copy;
}

const text = (copy: StoryWorkingCopy) => copy.doc.getText('body').toString();

async function settle(editors: Editor[]): Promise<boolean> {
  const deadline = performance.now() + SETTLE_MS;
  await Promise.all(editors.map(({ copy }) => copy.save()));
  while (performance.now() < deadline) {
    if (new Set(editors.map(({ copy }) => text(copy))).size === 1) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

async function run(database: DatabaseKind): Promise<void> {
  const world = await startApiWorld({ database });
  try {
    const accounts = await Promise.all(Array.from({ length: EDITORS }, () => staffAccount(world, 'editor')));
    const { data, error } = await world.service
      .from('news_stories')
      .insert({ title: 'Co-edited under load', summary: 'Body.', author: 'Desk', category: 'Feature' })
      .select('id')
      .single();
    if (error) throw new Error(error.message);
    const storyId: string = data.id;
    const log = new LatencyLog();
    const editors: Editor[] = [];
    for (const account of accounts) {
      const copy = await join(account, storyId);
      copy.doc.on('update', (update: Uint8Array, origin: unknown) => {
        if (origin === copy) log.arrived(copy.doc, update);
      });
      editors.push({ copy });
    }

    let keystrokes = 0;
    const started = performance.now();
    for (const editor of editors) {
      const type = () => {
        const body = editor.copy.doc.getText('body');
        log.keystroke(editor.copy.doc);
        body.insert(Math.floor(Math.random() * (body.length + 1)), 'x');
        keystrokes += 1;
      };
      // Each editor starts at its own phase so the keystrokes do not all land at once.
      setTimeout(() => (editor.timer = setInterval(type, 1000 / RATE)), Math.random() * (1000 / RATE));
    }
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    for (const editor of editors) clearInterval(editor.timer);
    const typingSeconds = (performance.now() - started) / 1000;

    const converged = await settle(editors);
    // A late joiner's load: the join and the read of the stored copy (its sign-in, bcrypt and all, apart).
    const late = new StoryWorkingCopy({ client: await accounts[0].signIn(), storyId });
    const loadStarted = performance.now();
    await late.connect();
    const loadMs = performance.now() - loadStarted;
    const final = text(editors[0].copy);
    const lost = keystrokes - text(late).length;
    const sorted = [...log.latencies].sort((a, b) => a - b);
    const expected = keystrokes * (EDITORS - 1);
    const documentBytes = Y.encodeStateAsUpdate(late.doc).length;
    console.log(
      [
        `co-editing [${database}]: ${EDITORS} editors × ${RATE} keystrokes/s for ${typingSeconds.toFixed(1)} s`,
        `  keystrokes ${keystrokes}, arrivals measured ${sorted.length} of ${expected}`,
        `  edit to other editor: p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
        `  converged: ${converged && text(late) === final ? 'yes, all equal to the database rebuild' : 'NO'}; characters lost: ${lost}`,
        `  stored: ${await storedBytes(world, storyId)} bytes for a ${final.length}-character text (document state ${documentBytes} bytes); late joiner loaded in ${loadMs.toFixed(0)} ms`,
      ].join('\n'),
    );
    await Promise.all([...editors.map(({ copy }) => copy.destroy()), late.destroy()]);
  } finally {
    await world.stop();
  }
}

const databases: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
if (!process.env.DATABASE_URL) console.log('PostgreSQL variant skipped: DATABASE_URL is not set.');
for (const database of databases) await (process.env.COEDIT_DAY ? runNewsroomDay(database) : run(database));
