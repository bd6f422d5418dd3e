import { PERSONAS, type Persona } from './personas.ts';

/**
 * Staff with a verified authenticator app, signed in with the password alone (aal1): what a stolen
 * password gives. Their designed access is exactly a reader's (decision 162).
 */
export type PasswordOnlyStaff = 'editor-aal1' | 'admin-aal1';
export type MatrixPersona = Persona | PasswordOnlyStaff;
export const MATRIX_PERSONAS: readonly MatrixPersona[] = [...PERSONAS, 'editor-aal1', 'admin-aal1'];

const isPasswordOnlyStaff = (persona: MatrixPersona): persona is PasswordOnlyStaff => persona.endsWith('-aal1');

/** The persona whose designed access a matrix persona has. */
export const designedAs = (persona: MatrixPersona): Persona => (isPasswordOnlyStaff(persona) ? 'reader' : persona);

/**
 * The designed access of every persona to every table, and the rows each probe uses. Fixture rows
 * come in pairs (one public, one private) so a select shows which scope a persona reads; every
 * persona deletes its own "victim" row so one allowed delete never disturbs the next probe.
 */
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
  adminRole: 'c0000000-0000-4000-8000-000000000001',
  editorRole: 'c0000000-0000-4000-8000-000000000002',
  roleAudit: 'f0000000-0000-4000-8000-000000000001',
  remoteError: 'f1000000-0000-4000-8000-000000000001',
} as const;

/** Users without a login who receive (insert) or lose (delete) a role in the user_roles probes. */
export const spareUserId = (kind: 'grantee' | 'victim', persona: MatrixPersona): string =>
  `d${kind === 'grantee' ? '1' : '2'}000000-0000-4000-8000-00000000000${PERSONA_INDEX[persona]}`;

const PERSONA_INDEX: Record<MatrixPersona, number> = {
  anon: 1,
  reader: 2,
  editor: 3,
  admin: 4,
  'editor-aal1': 5,
  'admin-aal1': 6,
};

/** Row ids each persona deletes: one per table and persona. */
export const victimId = (tableIndex: number, persona: MatrixPersona): string =>
  `e${tableIndex.toString(16)}000000-0000-4000-8000-00000000000${PERSONA_INDEX[persona]}`;

/** Fixture rows, inserted as the database owner. */
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
insert into public.story_view_counts (story_id, view_count) values ('${IDS.storyDraft}', 2);
insert into public.contact_messages (id, name, email, message) values ('${IDS.contact}', 'Ann', 'ann@example.com', 'Hello');
insert into public.story_tips (id, title, summary, author, read_time, category)
  values ('${IDS.tip}', 'Tip', 'Something happened', 'Ann', '3 min read', 'Foreign');
insert into public.page_views (id, path, source, country, visitor_id)
  values ('${IDS.pageView}', '/', 'direct', 'United Kingdom', 'visitor-0001');
insert into public.newsletter_subscribers (id, email) values ('${IDS.subscriber}', 'reader@example.org');
insert into public.role_audit_log (id, action, role, target_user_id)
  values ('${IDS.roleAudit}', 'granted', 'editor', '${IDS.editorRole}');
insert into public.remote_errors (id, remote, module, version, kind, message)
  values ('${IDS.remoteError}', 'live', 'LiveEventsPanel', '0.1.0', 'render', 'TypeError: x is undefined');
`;

export type SelectScope = 'all' | 'public' | 'own' | 'none';

export interface Expectation {
  select: SelectScope;
  insert: boolean;
  update: boolean;
  delete: boolean;
}

export interface TableCase {
  table: string;
  /** The column the probes name rows by (default `id`). */
  key?: string;
  /** The public and the private fixture row (null when the table has no private rows). */
  probe: { public: string | null; private: string | null };
  /** A valid new row for this persona. */
  insertRow: (persona: MatrixPersona) => Record<string, unknown>;
  /** Row updated by the probe: a no-op patch, so only the policies decide. */
  updateTarget: string;
  updatePatch: Record<string, unknown>;
  /** SQL inserting the persona's victim row with the given id. */
  victimSql: (id: string, persona: MatrixPersona) => string;
  expected: Record<Persona, Expectation>;
}

const access = (select: SelectScope, insert: boolean, update: boolean, del: boolean): Expectation => ({
  select,
  insert,
  update,
  delete: del,
});
const editorial: Record<Persona, Expectation> = {
  anon: access('public', false, false, false),
  reader: access('public', false, false, false),
  editor: access('all', true, true, true),
  admin: access('all', true, true, true),
};
const intake = (staffDelete: boolean, editorsRead = false): Record<Persona, Expectation> => ({
  anon: access('none', true, false, false),
  reader: access('none', true, false, false),
  editor: access(editorsRead ? 'all' : 'none', true, false, editorsRead && staffDelete),
  admin: access('all', true, false, staffDelete),
});

export const TABLE_CASES: TableCase[] = [
  {
    table: 'news_stories',
    probe: { public: IDS.storyPublished, private: IDS.storyDraft },
    insertRow: () => ({ title: 'New', summary: 'Body', author: 'Me', category: 'Sports' }),
    updateTarget: IDS.storyPublished,
    updatePatch: { title: 'Published' },
    victimSql: (id) =>
      `insert into public.news_stories (id, title, category, status) values ('${id}', 'Victim', 'Sports', 'published')`,
    expected: editorial,
  },
  {
    table: 'photo_essays',
    probe: { public: IDS.essayPublished, private: IDS.essayDraft },
    insertRow: () => ({ title: 'New', caption: 'C', photographer: 'P' }),
    updateTarget: IDS.essayPublished,
    updatePatch: { title: 'Dawn' },
    victimSql: (id) => `insert into public.photo_essays (id, title) values ('${id}', 'Victim')`,
    expected: editorial,
  },
  {
    table: 'live_feeds',
    probe: { public: IDS.feedActive, private: IDS.feedInactive },
    insertRow: () => ({ title: 'New', url: '#', source: 'Wire' }),
    updateTarget: IDS.feedActive,
    updatePatch: { title: 'Active' },
    victimSql: (id) => `insert into public.live_feeds (id, title, source) values ('${id}', 'Victim', 'Wire')`,
    expected: editorial,
  },
  {
    table: 'sports_categories',
    probe: { public: IDS.categoryActive, private: IDS.categoryInactive },
    insertRow: (persona) => ({ name: `Rugby ${persona}`, slug: `rugby-${persona}` }),
    updateTarget: IDS.categoryActive,
    updatePatch: { name: 'Football' },
    victimSql: (id, persona) =>
      `insert into public.sports_categories (id, name, slug) values ('${id}', 'Victim ${persona}', 'victim-${persona}')`,
    expected: editorial,
  },
  {
    table: 'sports_events',
    probe: { public: IDS.event, private: null },
    insertRow: () => ({ title: 'New', scheduled_start: new Date().toISOString() }),
    updateTarget: IDS.event,
    updatePatch: { title: 'Final' },
    victimSql: (id) =>
      `insert into public.sports_events (id, title, scheduled_start) values ('${id}', 'Victim', now())`,
    expected: { ...editorial, anon: access('all', false, false, false), reader: access('all', false, false, false) },
  },
  {
    table: 'advertisements',
    probe: { public: IDS.adActive, private: IDS.adInactive },
    insertRow: () => ({ title: 'New', image_url: 'https://example.com/c.png' }),
    updateTarget: IDS.adActive,
    updatePatch: { title: 'Active ad' },
    victimSql: (id) =>
      `insert into public.advertisements (id, title, image_url) values ('${id}', 'Victim', 'https://example.com/v.png')`,
    expected: {
      anon: access('public', false, false, false),
      reader: access('public', false, false, false),
      editor: access('public', false, false, false),
      admin: access('all', true, true, true),
    },
  },
  {
    table: 'user_roles',
    // "public" here is the editor's role row, "private" the admin's: each sees only its own.
    probe: { public: IDS.editorRole, private: IDS.adminRole },
    insertRow: (persona) => ({ user_id: spareUserId('grantee', persona), role: 'editor' }),
    updateTarget: IDS.editorRole,
    updatePatch: { role: 'editor' },
    victimSql: (id, persona) =>
      `insert into public.user_roles (id, user_id, role) values ('${id}', '${spareUserId('victim', persona)}', 'editor')`,
    expected: {
      anon: access('none', false, false, false),
      reader: access('none', false, false, false),
      editor: access('own', false, false, false),
      admin: access('all', true, true, true),
    },
  },
  {
    table: 'story_views',
    probe: { public: null, private: IDS.view },
    insertRow: () => ({ story_id: IDS.storyPublished, user_agent: 'probe' }),
    updateTarget: IDS.view,
    updatePatch: { user_agent: 'test' },
    victimSql: (id) => `insert into public.story_views (id, story_id) values ('${id}', '${IDS.storyPublished}')`,
    // Written only through record_story_view (issue 47): no direct insert for anyone.
    expected: {
      anon: access('none', false, false, false),
      reader: access('none', false, false, false),
      editor: access('none', false, false, false),
      admin: access('all', false, false, false),
    },
  },
  {
    table: 'contact_messages',
    probe: { public: null, private: IDS.contact },
    insertRow: (persona) => ({ name: 'Bo', email: `bo-${persona}@example.com`, message: 'Hi there' }),
    updateTarget: IDS.contact,
    updatePatch: { name: 'Ann' },
    // One address per persona: the inbox takes at most five messages an hour from one address.
    victimSql: (id, persona) =>
      `insert into public.contact_messages (id, name, email, message) values ('${id}', 'V', 'v-${persona}@example.com', 'Bye')`,
    expected: intake(true),
  },
  {
    table: 'story_tips',
    probe: { public: null, private: IDS.tip },
    insertRow: () => ({ title: 'T', summary: 'S', author: 'A', read_time: '2 min read', category: 'Sports' }),
    updateTarget: IDS.tip,
    updatePatch: { title: 'Tip' },
    victimSql: (id) =>
      `insert into public.story_tips (id, title, summary, author, read_time, category) values ('${id}', 'V', 'S', 'A', '1 min read', 'Sports')`,
    expected: intake(true, true),
  },
  {
    table: 'page_views',
    probe: { public: null, private: IDS.pageView },
    insertRow: () => ({ path: '/about', source: 'google', country: 'Zimbabwe', visitor_id: 'visitor-0002' }),
    updateTarget: IDS.pageView,
    updatePatch: { path: '/' },
    victimSql: (id) => `insert into public.page_views (id, path, visitor_id) values ('${id}', '/', 'visitor-victim')`,
    // Written only through record_page_view (decision 143): no direct insert for anyone.
    expected: {
      anon: access('none', false, false, false),
      reader: access('none', false, false, false),
      editor: access('none', false, false, false),
      admin: access('all', false, false, false),
    },
  },
  {
    table: 'newsletter_subscribers',
    probe: { public: null, private: IDS.subscriber },
    insertRow: (persona) => ({ email: `new-${persona}@example.org` }),
    updateTarget: IDS.subscriber,
    updatePatch: { email: 'reader@example.org' },
    victimSql: (id, persona) =>
      `insert into public.newsletter_subscribers (id, email) values ('${id}', 'victim-${persona}@example.org')`,
    expected: intake(true),
  },
  {
    // Written only by the user_roles trigger: admins read it, nobody writes it through the API.
    table: 'role_audit_log',
    probe: { public: null, private: IDS.roleAudit },
    insertRow: (persona) => ({ action: 'granted', role: 'admin', target_user_id: spareUserId('grantee', persona) }),
    updateTarget: IDS.roleAudit,
    updatePatch: { role: 'editor' },
    victimSql: (id) =>
      `insert into public.role_audit_log (id, action, role, target_user_id) values ('${id}', 'revoked', 'editor', '${IDS.editorRole}')`,
    expected: {
      anon: access('none', false, false, false),
      reader: access('none', false, false, false),
      editor: access('none', false, false, false),
      admin: access('all', false, false, false),
    },
  },
  {
    // Written only by the remote-errors function (service role); admins read them.
    table: 'remote_errors',
    probe: { public: null, private: IDS.remoteError },
    insertRow: () => ({ remote: 'reader', module: 'HomePage', version: '0.1.0', kind: 'load', message: 'down' }),
    updateTarget: IDS.remoteError,
    updatePatch: { message: 'TypeError: x is undefined' },
    victimSql: (id, persona) =>
      `insert into public.remote_errors (id, remote, module, version, kind, message) values ('${id}', 'admin', 'AdminDashboardPage', '0.1.0', 'load', 'victim ${persona}')`,
    expected: {
      anon: access('none', false, false, false),
      reader: access('none', false, false, false),
      editor: access('none', false, false, false),
      admin: access('all', false, false, false),
    },
  },
  {
    // Kept by the story_views trigger (decision 136); readable where the story is, written by nobody.
    table: 'story_view_counts',
    key: 'story_id',
    probe: { public: IDS.storyPublished, private: IDS.storyDraft },
    insertRow: () => ({ story_id: IDS.storyScheduled, view_count: 1 }),
    updateTarget: IDS.storyPublished,
    updatePatch: { view_count: 1 },
    victimSql: (id) =>
      `insert into public.news_stories (id, title, category, status) values ('${id}', 'Victim', 'Sports', 'published');
       insert into public.story_view_counts (story_id, view_count) values ('${id}', 1)`,
    expected: {
      anon: access('public', false, false, false),
      reader: access('public', false, false, false),
      editor: access('all', false, false, false),
      admin: access('all', false, false, false),
    },
  },
];

/** The fixture rows a persona should see for its designed select scope. */
export function expectedVisible(tableCase: TableCase, scope: SelectScope): string[] {
  const { public: pub, private: priv } = tableCase.probe;
  if (scope === 'all') return [pub, priv].filter((id): id is string => id !== null).sort();
  if (scope === 'public' || scope === 'own') return pub ? [pub] : [];
  return [];
}
