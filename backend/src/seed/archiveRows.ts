import {
  ARCHIVE_CATEGORIES,
  AUTHORS,
  CATEGORY_TEXT,
  CATEGORY_WEIGHTS,
  ESSAY_CAPTIONS,
  ESSAY_TITLES,
  GENERAL_SENTENCES,
  IMAGE_ALTS,
  PHOTOGRAPHERS,
  QUOTES,
  SLOTS,
  type ArchiveCategory,
} from './archiveText.ts';

/**
 * The rows of a generated archive: years of published stories (and photo essays) dated before a
 * cutoff, so the site's first screens stay as they were. Row i depends only on the options and i,
 * so batches can be made independently and the same options always give the same rows.
 */

/** An illustration already in the database (the seed's), reused by archive rows. */
export interface ArchiveImage {
  url: string;
  alt: string | null;
  caption?: string | null;
  author?: string | null;
  /** The story category it illustrates; none = any. */
  category?: string | null;
}

export interface ArchiveOptions {
  /** Rows in the whole archive (the dates are spread over all of them). */
  count: number;
  /** Every row is dated before this instant: the oldest story already in the database. */
  before: Date;
  /** Same seed and cutoff, same rows. Default 1. */
  seed?: number;
  /** How far back the archive reaches from `before`. Default 5. */
  years?: number;
  images?: readonly ArchiveImage[];
  /** The rows [start, end) of the archive; default all of them. */
  start?: number;
  end?: number;
}

export interface ArchiveStoryRow {
  id: string;
  title: string;
  summary: string;
  author: string;
  category: ArchiveCategory;
  read_time: string;
  image_url: string | null;
  image_alt: string | null;
  image_caption: string | null;
  image_author: string | null;
  /** Always false: a unique index allows one featured story, and it is the seed's. */
  is_featured: false;
  status: 'published' | 'draft';
  published_at: string | null;
  /** Loaded into story_view_counts, not news_stories (decision 136). */
  view_count: number;
  created_at: string;
  updated_at: string;
}

export interface ArchiveEssayRow {
  id: string;
  title: string;
  caption: string;
  photographer: string;
  image_url: string | null;
  image_alt: string | null;
  type: 'day' | 'week';
  status: 'published' | 'draft';
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

const DRAFT_SHARE = 0.03;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The newest archive row is at least this much older than the cutoff. */
const CUTOFF_MARGIN_MS = HOUR_MS;
const WORDS_PER_MINUTE = 220;

// Random numbers ------------------------------------------------------------------------------------

function mix(hash: number, value: number): number {
  const h = Math.imul(hash ^ (value >>> 0), 0x9e3779b1);
  return (h ^ (h >>> 15)) >>> 0;
}

/** mulberry32: small, fast, good enough for text; seeded per row so rows are independent. */
class Random {
  constructor(private state: number) {}

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  int(below: number): number {
    return Math.floor(this.next() * below);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }

  uuid(): string {
    const hex = Array.from({ length: 4 }, () => (this.int(4_294_967_296) >>> 0).toString(16).padStart(8, '0')).join('');
    const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  }
}

function seeded(...parts: number[]): Random {
  return new Random(parts.reduce((hash, part) => mix(hash, part), 0x2545f491));
}

/** The random stream of row `index` of one kind: the seed alone decides what the archive says. */
function rowRandom(options: ArchiveOptions, kind: number, index: number): Random {
  return seeded(options.seed ?? 1, kind, index);
}

/** Ids depend on the cutoff too, so a second run (further back) adds rows instead of colliding. */
function rowId(options: ArchiveOptions, kind: number, index: number): string {
  const before = options.before.getTime();
  return seeded(options.seed ?? 1, before % 4_294_967_296, Math.floor(before / 4_294_967_296), kind, index).uuid();
}

// Text ----------------------------------------------------------------------------------------------

/** A template split at its slots: literal, slot name, literal, … (compiled once). */
const compiled = new Map<string, string[]>();

function parts(template: string): string[] {
  let found = compiled.get(template);
  if (!found) {
    found = template.split(/\{(\w+)\}/);
    compiled.set(template, found);
  }
  return found;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Fills a template's slots; one slot used twice gets two different words ("{team} beat {team}"). */
function fill(random: Random, template: string): string {
  const pieces = parts(template);
  if (pieces.length === 1) return template;
  const used = new Set<string>();
  let text = pieces[0];
  for (let i = 1; i < pieces.length; i += 2) {
    const words = SLOTS[pieces[i]] ?? [pieces[i]];
    let word = random.pick(words);
    if (used.has(word)) word = words[(words.indexOf(word) + 1) % words.length];
    used.add(word);
    text += word + pieces[i + 1];
  }
  return capitalise(text);
}

function quoteParagraph(random: Random): string {
  const quote = random.pick(QUOTES).replace(/\.$/, ',');
  return `“${quote}” said ${random.pick(SLOTS.first)} ${random.pick(SLOTS.last)}, ${random.pick(SLOTS.role)}.`;
}

/** Mostly news-length (2–4 paragraphs), some longer, one in ten a long read (10–24). */
function paragraphCount(random: Random): number {
  const kind = random.next();
  if (kind < 0.6) return 2 + random.int(3);
  if (kind < 0.9) return 5 + random.int(4);
  return 10 + random.int(15);
}

function paragraph(random: Random, category: ArchiveCategory): string {
  const sentences: string[] = [];
  const length = 2 + random.int(3);
  for (let i = 0; i < length; i += 1) {
    const pool = random.next() < 0.7 ? CATEGORY_TEXT[category].sentences : GENERAL_SENTENCES;
    sentences.push(fill(random, random.pick(pool)));
  }
  return sentences.join(' ');
}

/** Paragraphs separated by blank lines, as the editor saves them; every fifth or so is a quote. */
function body(random: Random, category: ArchiveCategory): string {
  const paragraphs = [paragraph(random, category)];
  const count = paragraphCount(random);
  while (paragraphs.length < count) {
    paragraphs.push(random.next() < 0.2 ? quoteParagraph(random) : paragraph(random, category));
  }
  return paragraphs.join('\n\n');
}

function readTime(text: string): string {
  let words = 1;
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) === 32) words += 1;
  return `${Math.max(1, Math.round(words / WORDS_PER_MINUTE))} min read`;
}

// Rows ----------------------------------------------------------------------------------------------

const TOTAL_WEIGHT = ARCHIVE_CATEGORIES.reduce((sum, category) => sum + CATEGORY_WEIGHTS[category], 0);

function category(random: Random): ArchiveCategory {
  let left = random.next() * TOTAL_WEIGHT;
  for (const name of ARCHIVE_CATEGORIES) {
    left -= CATEGORY_WEIGHTS[name];
    if (left < 0) return name;
  }
  return ARCHIVE_CATEGORIES[0];
}

/** Newest first: row i sits in the i-th slice of the span, jittered inside it. */
function datedAt(options: ArchiveOptions, random: Random, index: number): number {
  const span = (options.years ?? 5) * 365.2425 * DAY_MS;
  return options.before.getTime() - CUTOFF_MARGIN_MS - (span * (index + random.next())) / Math.max(1, options.count);
}

/** Illustrations for a category (those made for it first), a few rows without one. */
function image(random: Random, images: readonly ArchiveImage[], wanted: string | null): ArchiveImage | null {
  if (images.length === 0 || random.next() < 0.05) return null;
  const matching = wanted ? images.filter((candidate) => candidate.category === wanted) : [];
  return random.pick(matching.length > 0 ? matching : images);
}

/** Written, published some time later, sometimes corrected afterwards: all before the cutoff. */
function timestamps(options: ArchiveOptions, random: Random, at: number, draft: boolean) {
  const latest = options.before.getTime() - CUTOFF_MARGIN_MS;
  const created = draft ? at : at - (10 * 60_000 + random.next() * 2 * DAY_MS);
  const edited = random.next() < 0.25 ? Math.min(latest, at + random.next() * 3 * DAY_MS) : at;
  return {
    published_at: draft ? null : new Date(at).toISOString(),
    created_at: new Date(created).toISOString(),
    updated_at: new Date(edited).toISOString(),
  };
}

function range(options: ArchiveOptions): number[] {
  const start = Math.max(0, options.start ?? 0);
  const end = Math.min(options.count, options.end ?? options.count);
  return Array.from({ length: Math.max(0, end - start) }, (_, i) => start + i);
}

function storyRow(options: ArchiveOptions, index: number): ArchiveStoryRow {
  const random = rowRandom(options, 1, index);
  const topic = category(random);
  const draft = random.next() < DRAFT_SHARE;
  const summary = body(random, topic);
  const picture = image(random, options.images ?? [], topic);
  return {
    id: rowId(options, 1, index),
    title: fill(random, random.pick(CATEGORY_TEXT[topic].headlines)),
    summary,
    author: random.pick(AUTHORS),
    category: topic,
    read_time: readTime(summary),
    image_url: picture?.url ?? null,
    image_alt: picture ? (picture.alt ?? random.pick(IMAGE_ALTS)) : null,
    image_caption: picture?.caption ?? null,
    image_author: picture ? (picture.author ?? random.pick(PHOTOGRAPHERS)) : null,
    is_featured: false,
    status: draft ? 'draft' : 'published',
    view_count: draft ? 0 : Math.floor(30 + 4000 * random.next() ** 3),
    ...timestamps(options, random, datedAt(options, random, index), draft),
  };
}

function essayRow(options: ArchiveOptions, index: number): ArchiveEssayRow {
  const random = rowRandom(options, 2, index);
  const draft = random.next() < DRAFT_SHARE;
  const picture = image(random, options.images ?? [], null);
  const captions = Array.from({ length: 1 + random.int(3) }, () => fill(random, random.pick(ESSAY_CAPTIONS)));
  return {
    id: rowId(options, 2, index),
    title: fill(random, random.pick(ESSAY_TITLES)),
    caption: captions.join(' '),
    photographer: random.pick(PHOTOGRAPHERS),
    image_url: picture?.url ?? null,
    image_alt: picture ? (picture.alt ?? random.pick(IMAGE_ALTS)) : null,
    type: random.next() < 1 / 7 ? 'week' : 'day',
    status: draft ? 'draft' : 'published',
    ...timestamps(options, random, datedAt(options, random, index), draft),
  };
}

/** Archive stories [start, end) of `count`, newest first; about 3 % drafts, never featured. */
export function archiveStoryRows(options: ArchiveOptions): ArchiveStoryRow[] {
  return range(options).map((index) => storyRow(options, index));
}

/** Archive photo essays [start, end) of `count`, newest first, dated like the stories. */
export function archiveEssayRows(options: ArchiveOptions): ArchiveEssayRow[] {
  return range(options).map((index) => essayRow(options, index));
}
