import type { Queryable } from '../../src/db/database.ts';
import { USER_IDS, type Persona } from './sqlHarness.ts';

/** Fixed ids of the fixture rows each probe reads, updates or deletes. */
export const IDS = {
  storyPublished: '10000000-0000-4000-8000-000000000001',
  storyDraft: '10000000-0000-4000-8000-000000000002',
  storyScheduled: '10000000-0000-4000-8000-000000000003',
  essayPublished: '20000000-0000-4000-8000-000000000001',
  essayDraft: '20000000-0000-4000-8000-000000000002',
  feedActive: '30000000-0000-4000-8000-000000000001',
  feedInactive: '30000000-0000-4000-8000-000000000002',
  adActive: '40000000-0000-4000-8000-000000000001',
  adInactive: '40000000-0000-4000-8000-000000000002',
  categoryActive: '50000000-0000-4000-8000-000000000001',
  categoryInactive: '50000000-0000-4000-8000-000000000002',
  event: '60000000-0000-4000-8000-000000000001',
  view: '70000000-0000-4000-8000-000000000001',
  contact: '80000000-0000-4000-8000-000000000001',
  tip: '90000000-0000-4000-8000-000000000001',
  pageView: 'a0000000-0000-4000-8000-000000000001',
  subscriber: 'b0000000-0000-4000-8000-000000000001',
  object: 'c0000000-0000-4000-8000-000000000001',
} as const;

/** One row of every kind, some public and some not. Runs as the database owner. */
export const FIXTURES_SQL = `
insert into public.news_stories (id, title, summary, author, category, status, published_at) values
  ('${IDS.storyPublished}', 'Published', 'Body', 'A. Writer', 'Feature', 'published', now() - interval '1 day'),
  ('${IDS.storyDraft}', 'Draft', 'Body', 'A. Writer', 'Feature', 'draft', null),
  ('${IDS.storyScheduled}', 'Scheduled', 'Body', 'A. Writer', 'Feature', 'published', now() + interval '1 day');
insert into public.photo_essays (id, title, caption, photographer, type, status) values
  ('${IDS.essayPublished}', 'Dawn', 'Caption', 'P. Lens', 'day', 'published'),
  ('${IDS.essayDraft}', 'Dusk', 'Caption', 'P. Lens', 'week', 'draft');
insert into public.live_feeds (id, title, url, source, is_active) values
  ('${IDS.feedActive}', 'Active', '#', 'Wire', true),
  ('${IDS.feedInactive}', 'Inactive', '#', 'Wire', false);
insert into public.advertisements (id, title, image_url, position, is_active) values
  ('${IDS.adActive}', 'Active ad', 'https://example.com/a.png', 'sidebar', true),
  ('${IDS.adInactive}', 'Inactive ad', 'https://example.com/b.png', 'footer', false);
insert into public.sports_categories (id, name, slug, is_active) values
  ('${IDS.categoryActive}', 'Football', 'football', true),
  ('${IDS.categoryInactive}', 'Curling', 'curling', false);
insert into public.sports_events (id, title, scheduled_start) values ('${IDS.event}', 'Final', now() + interval '2 hours');
insert into public.story_views (id, story_id, user_agent) values ('${IDS.view}', '${IDS.storyPublished}', 'test');
insert into public.contact_messages (id, name, email, message) values ('${IDS.contact}', 'Ann', 'ann@example.com', 'Hello');
insert into public.story_tips (id, title, summary, author, read_time, category)
  values ('${IDS.tip}', 'Tip', 'Something happened', 'Ann', '3 min read', 'Foreign');
insert into public.page_views (id, path, source, country, visitor_id) values ('${IDS.pageView}', '/', 'direct', 'United Kingdom', 'visitor-0001');
insert into public.newsletter_subscribers (id, email) values ('${IDS.subscriber}', 'reader@example.org');
insert into storage.objects (id, bucket_id, name) values ('${IDS.object}', 'blog-images', 'fixture.jpg');
`;

/** What a persona sees of a table: every row, only the public ones, only its own, or nothing. */
export type SelectScope = 'all' | 'public' | 'own' | 'none';

export interface TableCase {
  table: string;
  /** Row counts that define each scope (own is per persona). */
  counts: { all: number; public: number; own?: (persona: Persona) => number };
  insert: (tx: Queryable, persona: Persona) => Promise<unknown>;
  /** Target row of update and delete. */
  target: string;
  /** A no-op change of one column, so only the policies decide. */
  updateSet: string;
  expected: Record<Persona, { select: SelectScope; insert: boolean; update: boolean; delete: boolean }>;
}

const uid = (persona: Persona) => (persona === 'anon' ? null : USER_IDS[persona]);

type Expectation = TableCase['expected'][Persona];
const row = (select: SelectScope, insert: boolean, update: boolean, del: boolean): Expectation => ({
  select,
  insert,
  update,
  delete: del,
});
const editorial = {
  anon: row('public', false, false, false),
  reader: row('public', false, false, false),
  editor: row('all', true, true, true),
  admin: row('all', true, true, true),
};
const intake = (adminDelete: boolean, editorsRead = false) => ({
  anon: row('none', true, false, false),
  reader: row('none', true, false, false),
  editor: row(editorsRead ? 'all' : 'none', true, false, editorsRead && adminDelete),
  admin: row('all', true, false, adminDelete),
});

export const TABLE_CASES: TableCase[] = [
  {
    table: 'news_stories',
    counts: { all: 3, public: 1 },
    insert: (tx) =>
      tx.query(
        `insert into public.news_stories (title, summary, author, category) values ('New', 'Body', 'Me', 'Sports')`,
      ),
    target: IDS.storyPublished,
    updateSet: 'title = title',
    expected: editorial,
  },
  {
    table: 'photo_essays',
    counts: { all: 2, public: 1 },
    insert: (tx) => tx.query(`insert into public.photo_essays (title, caption, photographer) values ('New', 'C', 'P')`),
    target: IDS.essayPublished,
    updateSet: 'title = title',
    expected: editorial,
  },
  {
    table: 'live_feeds',
    counts: { all: 2, public: 1 },
    insert: (tx) => tx.query(`insert into public.live_feeds (title, url, source) values ('New', '#', 'Wire')`),
    target: IDS.feedActive,
    updateSet: 'title = title',
    expected: editorial,
  },
  {
    table: 'sports_categories',
    counts: { all: 2, public: 1 },
    insert: (tx) => tx.query(`insert into public.sports_categories (name, slug) values ('Rugby', 'rugby')`),
    target: IDS.categoryActive,
    updateSet: 'name = name',
    expected: editorial,
  },
  {
    table: 'sports_events',
    counts: { all: 1, public: 1 },
    insert: (tx) => tx.query(`insert into public.sports_events (title, scheduled_start) values ('New', now())`),
    target: IDS.event,
    updateSet: 'title = title',
    expected: { ...editorial, anon: row('all', false, false, false), reader: row('all', false, false, false) },
  },
  {
    table: 'advertisements',
    counts: { all: 2, public: 1 },
    insert: (tx) =>
      tx.query(`insert into public.advertisements (title, image_url) values ('New', 'https://example.com/c.png')`),
    target: IDS.adActive,
    updateSet: 'title = title',
    expected: {
      anon: row('public', false, false, false),
      reader: row('public', false, false, false),
      editor: row('public', false, false, false),
      admin: row('all', true, true, true),
    },
  },
  {
    table: 'user_roles',
    counts: { all: 2, public: 0, own: (persona) => (persona === 'editor' || persona === 'admin' ? 1 : 0) },
    // Everyone tries to give the reader the editor role (admins may; nobody else).
    insert: (tx) => tx.query(`insert into public.user_roles (user_id, role) values ($1, 'editor')`, [USER_IDS.reader]),
    target: 'editor-role',
    updateSet: 'role = role',
    expected: {
      anon: row('none', false, false, false),
      reader: row('own', false, false, false),
      editor: row('own', false, false, false),
      admin: row('all', true, true, true),
    },
  },
  {
    table: 'story_views',
    counts: { all: 1, public: 0 },
    insert: (tx) =>
      tx.query(`insert into public.story_views (story_id, user_agent) values ($1, 'probe')`, [IDS.storyPublished]),
    target: IDS.view,
    updateSet: 'user_agent = user_agent',
    expected: {
      anon: row('none', true, false, false),
      reader: row('none', true, false, false),
      editor: row('none', true, false, false),
      admin: row('all', true, false, false),
    },
  },
  {
    table: 'contact_messages',
    counts: { all: 1, public: 0 },
    insert: (tx) =>
      tx.query(
        `insert into public.contact_messages (name, email, message) values ('Bo', 'bo@example.com', 'Hi there')`,
      ),
    target: IDS.contact,
    updateSet: 'name = name',
    expected: intake(true),
  },
  {
    table: 'story_tips',
    counts: { all: 1, public: 0 },
    insert: (tx) =>
      tx.query(
        `insert into public.story_tips (title, summary, author, read_time, category) values ('T', 'S', 'A', '2 min read', 'Sports')`,
      ),
    target: IDS.tip,
    updateSet: 'title = title',
    expected: intake(true, true),
  },
  {
    table: 'page_views',
    counts: { all: 1, public: 0 },
    insert: (tx) =>
      tx.query(
        `insert into public.page_views (path, source, country, visitor_id) values ('/about', 'google', 'Zimbabwe', 'visitor-0002')`,
      ),
    target: IDS.pageView,
    updateSet: 'path = path',
    expected: intake(false),
  },
  {
    table: 'newsletter_subscribers',
    counts: { all: 1, public: 0 },
    insert: (tx, persona) =>
      tx.query(`insert into public.newsletter_subscribers (email) values ($1)`, [`new-${persona}@example.org`]),
    target: IDS.subscriber,
    updateSet: 'email = email',
    expected: intake(true),
  },
  {
    table: 'storage.objects',
    counts: { all: 1, public: 1 },
    insert: (tx, persona) =>
      tx.query(`insert into storage.objects (bucket_id, name, owner) values ('blog-images', 'probe.jpg', $1)`, [
        uid(persona),
      ]),
    target: IDS.object,
    updateSet: 'name = name',
    expected: {
      anon: row('all', false, false, false),
      reader: row('all', false, false, false),
      editor: row('all', true, true, true),
      admin: row('all', true, true, true),
    },
  },
];

/** The qualified table name and the WHERE clause that picks a case's target row. */
export function targetOf(tableCase: TableCase): { table: string; where: string; params: unknown[] } {
  const table = tableCase.table.includes('.') ? tableCase.table : `public.${tableCase.table}`;
  if (tableCase.target === 'editor-role') {
    return { table, where: `user_id = $1 and role = 'editor'`, params: [USER_IDS.editor] };
  }
  return { table, where: 'id = $1', params: [tableCase.target] };
}
