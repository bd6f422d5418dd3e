/**
 * The 8-hour figure of the co-editing benchmark (issue 50, decision 202): a newsroom day of one
 * 2,000-word story through the real clients (StoryWorkingCopy, each editor its own supabase-js
 * session through the local backend's REST and Realtime), in simulated time: the edits go as fast
 * as the backend takes them, each editor at most 14 appends a second (under the 900 a minute each
 * user is allowed). A reporter files the story a word per append (a console sends what was typed
 * during its last round trip), then shifts of editors join and leave: paragraph rewrites, word
 * fixes, deletions and pastes. Prints the stored size (snapshot + log) against the final document
 * (a fresh Yjs doc holding only the final text, and its ProseMirror JSON), and the console's load
 * (join + snapshot + log) p50/p95 over 20 loads. Run by `COEDIT_DAY=1 npm run bench:coedit`.
 */
import { performance } from 'node:perf_hooks';
import * as Y from 'yjs';
import { StoryWorkingCopy } from '../../shared/src/coedit/index.ts';
import type { DatabaseKind } from '../test/helpers/testBackend.ts';
import { startApiWorld, type ApiWorld } from '../test/schema/apiWorld.ts';
import { staffAccount, type StaffAccount } from '../test/schema/twoFactorSessions.ts';
import { percentile } from './stats.ts';

const PARAGRAPHS = 25;
const WORDS_PER_PARAGRAPH = 80;
const APPEND_GAP_MS = 1000 / 14;
const LOADS = 20;
const SEED = Number(process.env.COEDIT_DAY_SEED ?? 20261129);
const VOCABULARY = (
  'the minister said council harare water board residents tuesday police report market prices ' +
  'fuel shortage queues hospital doctors strike union talks budget rains farmers maize harvest ' +
  'court ruling opposition election results turnout observers district schools teachers exams'
).split(' ');

/** A deterministic generator (mulberry32), so a day replays from its seed. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = seeded(SEED);
const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)];
const word = () => pick(VOCABULARY);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One editor's console: its working copy and how many appends it made. */
class Console {
  appends = 0;
  constructor(readonly copy: StoryWorkingCopy) {}

  get body(): Y.XmlFragment {
    return this.copy.doc.getXmlFragment('body');
  }

  /** One edit, then the one append that stores it (the console's round trip), paced. */
  async edit(change: () => void): Promise<void> {
    const started = performance.now();
    this.copy.doc.transact(change);
    this.appends += 1;
    await this.copy.save();
    await wait(Math.max(0, APPEND_GAP_MS - (performance.now() - started)));
  }

  paragraph(index: number): Y.XmlText | null {
    const element = this.body.get(Math.min(index, this.body.length - 1));
    return element instanceof Y.XmlElement && element.get(0) instanceof Y.XmlText
      ? (element.get(0) as Y.XmlText)
      : null;
  }

  async addParagraph(at: number, text = ''): Promise<Y.XmlText> {
    const paragraph = new Y.XmlElement('paragraph');
    const content = new Y.XmlText(text);
    paragraph.insert(0, [content]);
    await this.edit(() => this.body.insert(Math.min(at, this.body.length), [paragraph]));
    return content;
  }

  /** Types words one append each at the end of the paragraph (sequential typing in runs). */
  async type(text: Y.XmlText, words: number): Promise<void> {
    for (let n = 0; n < words; n += 1) await this.edit(() => text.insert(text.length, `${word()} `));
  }

  /** Selects the paragraph's text, deletes it, and types it again (a rewrite). */
  async rewrite(index: number): Promise<void> {
    const text = this.paragraph(index);
    if (!text) return;
    await this.edit(() => text.delete(0, text.length));
    await this.type(text, WORDS_PER_PARAGRAPH);
  }

  /** Replaces one word of a paragraph by another (a sub-editor's fix). */
  async fix(index: number): Promise<void> {
    const text = this.paragraph(index);
    if (!text || text.length < 2) return;
    const content = text.toString();
    const start = Math.max(0, content.lastIndexOf(' ', Math.floor(random() * (content.length - 1))) + 1);
    const end = content.indexOf(' ', start);
    await this.edit(() => {
      text.delete(start, (end < 0 ? content.length : end) - start);
      text.insert(start, word());
    });
  }

  /** Cuts a paragraph and pastes it (or a new one) elsewhere: one append each. */
  async cutAndPaste(from: number, to: number, fresh: boolean): Promise<void> {
    const text = this.paragraph(from)?.toString() ?? '';
    await this.edit(() => this.body.delete(Math.min(from, this.body.length - 1), 1));
    const pasted = fresh ? Array.from({ length: WORDS_PER_PARAGRAPH }, word).join(' ') : text;
    await this.addParagraph(to, pasted);
  }
}

export async function storedBytes(world: ApiWorld, storyId: string): Promise<number> {
  const { rows } = await world.test.backend.db.query<{ bytes: string }>(
    `select coalesce((select octet_length(snapshot) from public.story_working_copies where story_id = $1), 0)
          + coalesce((select sum(octet_length(data)) from public.story_working_updates where story_id = $1), 0) as bytes`,
    [storyId],
  );
  return Number(rows[0].bytes);
}

async function open(account: StaffAccount, storyId: string): Promise<Console> {
  const copy = new StoryWorkingCopy({ client: await account.signIn(), storyId });
  await copy.connect();
  return new Console(copy);
}

/** The shifts of the day after filing: who is in, and what each of them does. */
type Task = (editor: Console) => Promise<void>;
const repeat =
  (times: number, task: Task): Task =>
  async (editor) => {
    for (let n = 0; n < times; n += 1) await task(editor);
  };
const anywhere = () => Math.floor(random() * PARAGRAPHS);

const SHIFTS: Task[][] = [
  // Morning desk: the top tightened, quotes added, fixes.
  [
    repeat(3, (e) => e.rewrite(anywhere())),
    repeat(150, (e) => e.fix(anywhere())),
    repeat(2, (e) => e.rewrite(anywhere())),
  ],
  // Midday update: paragraphs replaced by new ones, moved, fixed.
  [
    repeat(4, (e) => e.cutAndPaste(anywhere(), anywhere(), true)),
    repeat(3, (e) => e.rewrite(anywhere())),
    repeat(150, (e) => e.fix(anywhere())),
  ],
  // Afternoon: a second reporter's rewrite, the sub-editors' pass.
  [
    repeat(4, (e) => e.rewrite(anywhere())),
    repeat(200, (e) => e.fix(anywhere())),
    repeat(3, (e) => e.cutAndPaste(anywhere(), anywhere(), false)),
  ],
  // Evening: the night editor's rewrite of the top and last fixes.
  [repeat(3, (e) => e.rewrite(0)), repeat(150, (e) => e.fix(anywhere())), repeat(2, (e) => e.rewrite(anywhere()))],
];

const paragraphs = (doc: Y.Doc) =>
  doc
    .getXmlFragment('body')
    .toArray()
    .map((element) => ((element as Y.XmlElement).get(0) as Y.XmlText | undefined)?.toString() ?? '');

/** The final document alone: a fresh doc typed once, and the ProseMirror JSON the story saves. */
function finalSizes(texts: string[]): { yjs: number; json: number } {
  const doc = new Y.Doc();
  const body = doc.getXmlFragment('body');
  body.insert(
    0,
    texts.map((text) => {
      const paragraph = new Y.XmlElement('paragraph');
      paragraph.insert(0, [new Y.XmlText(text)]);
      return paragraph;
    }),
  );
  const json = {
    type: 'doc',
    content: texts.map((text) => ({ type: 'paragraph', ...(text && { content: [{ type: 'text', text }] }) })),
  };
  return { yjs: Y.encodeStateAsUpdate(doc).length, json: Buffer.byteLength(JSON.stringify(json)) };
}

async function loadTimes(account: StaffAccount, storyId: string): Promise<number[]> {
  const client = await account.signIn();
  const times: number[] = [];
  for (let n = 0; n < LOADS; n += 1) {
    const copy = new StoryWorkingCopy({ client, storyId });
    const started = performance.now();
    await copy.connect();
    times.push(performance.now() - started);
    await copy.destroy();
  }
  return times.sort((a, b) => a - b);
}

export async function runNewsroomDay(database: DatabaseKind): Promise<void> {
  const world = await startApiWorld({ database });
  try {
    const accounts = await Promise.all(Array.from({ length: 8 }, () => staffAccount(world, 'editor')));
    const { data, error } = await world.service
      .from('news_stories')
      .insert({ title: 'A newsroom day', summary: 'Body.', author: 'Desk', category: 'Feature' })
      .select('id')
      .single();
    if (error) throw new Error(error.message);
    const storyId: string = data.id;
    const started = performance.now();

    // Filing: the reporter writes the story paragraph by paragraph, a word an append.
    const reporter = await open(accounts[0], storyId);
    for (let index = 0; index < PARAGRAPHS; index += 1) {
      await reporter.type(await reporter.addParagraph(index), WORDS_PER_PARAGRAPH);
    }
    const consoles = [reporter];
    await reporter.copy.destroy();

    // Shifts: three editors join (reading the stored copy), work at once, and leave.
    for (const [shift, tasks] of SHIFTS.entries()) {
      const team = await Promise.all(tasks.map((_, n) => open(accounts[1 + ((shift * 3 + n) % 7)], storyId)));
      await Promise.all(team.map((editor, n) => tasks[n](editor)));
      await Promise.all(team.map((editor) => editor.copy.save()));
      consoles.push(...team);
      await Promise.all(team.map((editor) => editor.copy.destroy()));
    }
    const editingSeconds = (performance.now() - started) / 1000;

    const times = await loadTimes(accounts[0], storyId);
    const check = await open(accounts[0], storyId);
    const texts = paragraphs(check.copy.doc);
    const words = texts.join(' ').split(/\s+/).filter(Boolean).length;
    const stored = await storedBytes(world, storyId);
    const final = finalSizes(texts);
    const { rows } = await world.test.backend.db.query<{ updates: number; snapshot: number }>(
      `select (select count(*)::int from public.story_working_updates where story_id = $1) as updates,
              coalesce((select octet_length(snapshot) from public.story_working_copies where story_id = $1), 0) as snapshot`,
      [storyId],
    );
    await check.copy.destroy();
    const appends = consoles.reduce((sum, editor) => sum + editor.appends, 0);
    console.log(
      [
        `newsroom day [${database}]: ${appends} appends by ${consoles.length} console sessions (8 accounts) in ${editingSeconds.toFixed(0)} s, seed ${SEED}`,
        `  final story: ${texts.length} paragraphs, ${words} words`,
        `  stored working copy: ${stored} bytes (snapshot ${rows[0].snapshot}, log ${rows[0].updates} updates, ${stored - rows[0].snapshot} bytes)`,
        `  final document: Yjs ${final.yjs} bytes fresh, JSON ${final.json} bytes; stored ÷ Yjs ${(stored / final.yjs).toFixed(2)}×, ÷ JSON ${(stored / final.json).toFixed(2)}× (target ≤ 5×)`,
        `  console load (join + snapshot + log) over ${LOADS}: p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms (target ≤ 300 ms)`,
      ].join('\n'),
    );
  } finally {
    await world.stop();
  }
}
