import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database, Queryable } from '../../src/db/database.ts';
import { FIXTURES_SQL, IDS } from './rlsCases.ts';
import { USER_IDS, asPersona, createSchemaDb, probeAs, sqlState, type Persona } from './sqlHarness.ts';

// Several transactions per test on a shared, busy machine.
vi.setConfig({ testTimeout: 30_000 });

/**
 * Rules that need SQL-level control to prove (a disabled trigger, back-dated rows, the caller-only
 * helper functions, constraint names). What a client sees of the same rules is in apiRules.test.ts.
 */
let db: Database;

beforeAll(async () => {
  db = await createSchemaDb();
  await db.exec(FIXTURES_SQL);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

async function errorOf(persona: Persona, fn: (tx: Queryable) => Promise<unknown>): Promise<string | undefined> {
  try {
    await probeAs(db, persona, fn);
    return undefined;
  } catch (error) {
    return sqlState(error) ?? String(error);
  }
}

describe('publishing', () => {
  it('stamps published_at when a story is published without one', async () => {
    const published = await probeAs(db, 'editor', async (tx) => {
      await tx.query(`update public.news_stories set status = 'published' where id = $1`, [IDS.storyDraft]);
      return (
        await tx.query<{ due: boolean }>(`select published_at <= now() as due from public.news_stories where id = $1`, [
          IDS.storyDraft,
        ])
      ).rows[0].due;
    });
    expect(published).toBe(true);
  });
});

describe('one featured story', () => {
  const featured = async () =>
    (await db.query<{ id: string }>('select id from public.news_stories where is_featured')).rows.map((r) => r.id);

  it('a single update moves the flag', async () => {
    await asPersona(db, 'editor', (tx) =>
      tx.query('update public.news_stories set is_featured = true where id = $1', [IDS.storyPublished]),
    );
    await asPersona(db, 'editor', (tx) =>
      tx.query('update public.news_stories set is_featured = true where id = $1', [IDS.storyDraft]),
    );
    expect(await featured()).toEqual([IDS.storyDraft]);
  });

  it('clearing the flag on every other story does not mark them as edited', async () => {
    const before = await db.query<{ id: string; updated_at: string }>(
      'select id, updated_at from public.news_stories order by id',
    );
    await asPersona(db, 'editor', (tx) =>
      tx.query('update public.news_stories set is_featured = false where id <> $1 and not is_featured', [
        IDS.storyPublished,
      ]),
    );
    const after = await db.query<{ id: string; updated_at: string }>(
      'select id, updated_at from public.news_stories order by id',
    );
    expect(after.rows).toEqual(before.rows);
  });

  it('the index refuses a second featured row even when the trigger is bypassed', async () => {
    await db.exec('alter table public.news_stories disable trigger news_stories_single_featured');
    try {
      const error = await db
        .query(
          'update public.news_stories set is_featured = true where id <> (select id from public.news_stories where is_featured)',
        )
        .then(() => undefined, sqlState);
      expect(error).toBe('23505');
    } finally {
      await db.exec('alter table public.news_stories enable trigger news_stories_single_featured');
    }
  });
});

describe('view counts', () => {
  it('a view of a draft or scheduled story is refused', async () => {
    for (const id of [IDS.storyDraft, IDS.storyScheduled]) {
      expect(
        await errorOf('anon', (tx) => tx.query(`insert into public.story_views (story_id) values ($1)`, [id])),
      ).toBe('42501');
    }
  });

  it('nobody sets a count directly, not even an admin', async () => {
    for (const persona of ['editor', 'admin'] as const) {
      // Story counts live in story_view_counts (decision 136), which the API roles only read.
      expect(
        await errorOf(persona, (tx) =>
          tx.query('update public.story_view_counts set view_count = 999 where story_id = $1', [IDS.storyPublished]),
        ),
      ).toBe('42501');
      expect(
        await errorOf(persona, (tx) =>
          tx.query(`insert into public.story_view_counts (story_id, view_count) values ($1, 50)`, [IDS.storyDraft]),
        ),
      ).toBe('42501');
      expect(
        await errorOf(persona, (tx) =>
          tx.query('delete from public.story_view_counts where story_id = $1', [IDS.storyPublished]),
        ),
      ).toBe('42501');
      expect(
        await errorOf(persona, (tx) =>
          tx.query('update public.sports_events set view_count = 999 where id = $1', [IDS.event]),
        ),
      ).toBe('42501');
    }
  });

  it('increment_sports_event_views works for anon and returns the new count, once per visitor', async () => {
    const view = (visitor: string) =>
      asPersona(db, 'anon', (tx) =>
        tx.query<{ n: number }>('select public.increment_sports_event_views(event_id => $1, visitor_id => $2) as n', [
          IDS.event,
          visitor,
        ]),
      );
    const first = await view('rules-visitor-1');
    const repeat = await view('rules-visitor-1');
    const second = await view('rules-visitor-2');
    expect(repeat.rows[0].n).toBe(first.rows[0].n);
    expect(second.rows[0].n).toBe(first.rows[0].n + 1);
    const unknown = await asPersona(db, 'anon', (tx) =>
      tx.query<{ n: number | null }>('select public.increment_sports_event_views($1, $2) as n', [
        'ffffffff-0000-4000-8000-000000000000',
        'rules-visitor-1',
      ]),
    );
    expect(unknown.rows[0].n).toBeNull();
  });
});

describe('intake validation', () => {
  const contact =
    (email: string, message = 'Hello there') =>
    (tx: Queryable) =>
      tx.query('insert into public.contact_messages (name, email, message) values ($1, $2, $3)', [
        'Ann',
        email,
        message,
      ]);

  it('refuses malformed e-mail addresses and over-long or blank text', async () => {
    for (const email of ['not-an-email', 'a@b', 'a b@example.com', '@example.com', `${'x'.repeat(250)}@example.com`]) {
      expect(await errorOf('anon', contact(email))).toBe('23514');
    }
    expect(await errorOf('anon', contact('ok@example.com', 'x'.repeat(5001)))).toBe('23514');
    expect(await errorOf('anon', contact('ok@example.com', '   '))).toBe('23514');
    expect(await errorOf('anon', contact('first.last+tag@news.example.co.uk'))).toBeUndefined();
    expect(await errorOf('anon', (tx) => tx.query(`select public.record_page_view('no-slash', 'visitor-0003')`))).toBe(
      '22023',
    );
  });

  it('caps contact messages at five an hour per address, whatever the letter case', async () => {
    for (let i = 0; i < 5; i += 1)
      await asPersona(db, 'anon', contact(i % 2 ? 'Flood@Example.com' : 'flood@example.com'));
    // PostgREST's `raise sqlstate 'PGRST'`: the API answers it 429 with Retry-After.
    const error = await errorOf('anon', contact('FLOOD@example.com'));
    expect(error).toBe('PGRST');
  });

  it('stamps public submissions with the server clock', async () => {
    await asPersona(db, 'anon', (tx) =>
      tx.query(
        `insert into public.story_tips (title, summary, author, read_time, category, created_at)
         values ('Back-dated', 'S', 'A', '1 min read', 'Sports', now() - interval '90 days')`,
      ),
    );
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from public.story_tips where title = 'Back-dated' and created_at < now() - interval '60 days'`,
    );
    expect(rows[0].n).toBe(0);
  });
});

describe('roles', () => {
  it('an admin cannot revoke their own admin role (no lock-out)', async () => {
    await asPersona(db, 'admin', (tx) =>
      tx.query(`delete from public.user_roles where user_id = $1`, [USER_IDS.admin]),
    );
    const { rows } = await db.query(`select 1 from public.user_roles where user_id = $1 and role = 'admin'`, [
      USER_IDS.admin,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('has_role / is_editor / is_admin answer for the caller only', async () => {
    const ask = (persona: Persona) =>
      probeAs(
        db,
        persona,
        async (tx) => (await tx.query('select public.is_editor() as e, public.is_admin() as a')).rows[0],
      );
    expect(await ask('anon')).toEqual({ e: false, a: false });
    expect(await ask('reader')).toEqual({ e: false, a: false });
    expect(await ask('editor')).toEqual({ e: true, a: false });
    expect(await ask('admin')).toEqual({ e: true, a: true });
  });
});

describe('analytics_summary', () => {
  it('summarises page views for the team (editors and admins) and refuses everyone else', async () => {
    const summary = await probeAs(
      db,
      'admin',
      async (tx) =>
        (await tx.query<{ s: Record<string, { value: unknown }> }>(`select public.analytics_summary('30d') as s`))
          .rows[0].s,
    );
    expect(summary.pageviews.value).toBeGreaterThanOrEqual(1);
    expect(summary.countries.value).toMatchObject({ 'United Kingdom': 1 });
    expect(summary.sources.value).toHaveProperty('direct');
    const editorSummary = await probeAs(
      db,
      'editor',
      async (tx) =>
        (await tx.query<{ s: Record<string, { value: unknown }> }>(`select public.analytics_summary('30d') as s`))
          .rows[0].s,
    );
    expect(editorSummary).toEqual(summary);
    expect(await errorOf('reader', (tx) => tx.query(`select public.analytics_summary('7d')`))).toBe('42501');
    expect(await errorOf('anon', (tx) => tx.query(`select public.analytics_summary('7d')`))).toBe('42501');
    expect(await errorOf('admin', (tx) => tx.query(`select public.analytics_summary('1y')`))).toBe('22023');
  });
});
