import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { editionFromAcceptLanguage } from '../../../shared/src/model/editionResolver.ts';
import type { Database, Queryable } from '../../src/db/database.ts';
import { asPersona, createSchemaDb, migrationsDir, probeAs, sqlState, type Persona } from './sqlHarness.ts';

// Several transactions per test on a shared, busy machine.
vi.setConfig({ testTimeout: 30_000 });

/**
 * Fronts as data (supabase/migrations/20261202120000_fronts.sql, 20261202120100_front_for_edition.sql;
 * decision 178): who reads and writes fronts, the default fronts reproduce the home page, a card
 * naming a story that is not public is left out, hostile overrides and the limits are refused.
 * SQL-level, as each persona's REST request would run, every probe rolled back.
 */
let db: Database;

beforeAll(async () => {
  db = await createSchemaDb();
}, 120_000);

afterAll(async () => {
  await db?.close();
});

interface FrontStory {
  id: string;
  title: string;
  excerpt: string;
  image_url: string | null;
  image_alt: string | null;
}
interface FrontContainer {
  title: string;
  rule: string | null;
  layout: string;
  stories: FrontStory[];
}
interface Front {
  version: number;
  containers: FrontContainer[];
}

/** Adds a story (as the table's owner) `minutesAgo` minutes old; answers its id. */
async function addStory(tx: Queryable, title: string, minutesAgo: number, fields: Record<string, unknown> = {}) {
  const row = { status: 'published', is_featured: false, summary: `${title} in brief.`, ...fields };
  const { rows } = await tx.query<{ id: string }>(
    `insert into public.news_stories (title, summary, author, category, status, is_featured, published_at)
     values ($1, $2, 'Desk', 'Foreign', $3, $4, now() - make_interval(mins => $5)) returning id`,
    [title, row.summary, row.status, row.is_featured, minutesAgo],
  );
  return rows[0].id;
}

async function frontFor(tx: Queryable, edition: string): Promise<Front | null> {
  const { rows } = await tx.query<{ front: Front | null }>('select public.front_for_edition($1) as front', [edition]);
  return rows[0].front;
}

/** A curated container on the edition's public front; answers its id. */
async function addCurated(tx: Queryable, edition: string, position: number, cardLimit = 4) {
  const { rows } = await tx.query<{ id: string }>(
    `insert into public.front_containers (front_id, position, title, kind, layout, card_limit)
     select f.id, $2, 'Desk picks', 'curated', 'row-4', $3 from public.fronts f where f.edition = $1
     returning id`,
    [edition, position, cardLimit],
  );
  return rows[0].id;
}

/** Puts the container first on its front, the others one down (one statement: the key is checked at its end). */
async function moveToTop(tx: Queryable, container: string) {
  await tx.query(
    `update public.front_containers c
        set position = case when c.id = $1 then 0 else c.position + 1 end
      where c.front_id = (select front_id from public.front_containers where id = $1)`,
    [container],
  );
}

async function addCard(tx: Queryable, container: string, position: number, story: string, fields = {}) {
  const columns = Object.keys(fields);
  await tx.query(
    `insert into public.front_cards (container_id, position, story_id${columns.map((c) => `, ${c}`).join('')})
     values ($1, $2, $3${columns.map((_, i) => `, $${i + 4}`).join('')})`,
    [container, position, story, ...Object.values(fields)],
  );
}

/** The SQLSTATE and message of what fn throws as the persona, or undefined. */
async function refusal(persona: Persona, fn: (tx: Queryable) => Promise<unknown>) {
  try {
    await probeAs(db, persona, fn);
    return undefined;
  } catch (error) {
    return { code: sqlState(error), message: error instanceof Error ? error.message : String(error) };
  }
}

const ids = (container: FrontContainer | undefined) => container?.stories.map((story) => story.id);

describe('the default fronts', () => {
  it('reproduce the home page in every edition: the featured lead, the other 9 of the 10 newest, essays, live panels', async () => {
    const { fronts, stories } = await probeAs(db, 'editor', async (tx) => {
      const added: string[] = [];
      for (let i = 0; i < 12; i += 1) added.push(await addStory(tx, `Story ${i}`, i + 1, { is_featured: i === 2 }));
      await addStory(tx, 'Draft', 0, { status: 'draft' });
      await addStory(tx, 'Scheduled', -60);
      await tx.query('set local role anon');
      const all = [];
      for (const edition of ['uk', 'zimbabwe', 'international']) all.push(await frontFor(tx, edition));
      return { fronts: all, stories: added };
    });
    for (const front of fronts) {
      expect(front?.version).toBe(1);
      expect(front?.containers.map(({ title, rule, layout }) => [title, rule, layout])).toEqual([
        ['Featured', 'featured', 'single'],
        ['Latest Stories', 'latest', 'row-4'],
        ['Photo Essays', 'photo-essays', 'row-4'],
        ['Live Updates', 'live-updates', 'single'],
        ['Live Events', 'live-events', 'single'],
      ]);
      expect(ids(front?.containers[0])).toEqual([stories[2]]);
      expect(ids(front?.containers[1])).toEqual(stories.slice(0, 10).filter((_, i) => i !== 2));
    }
  });

  it('the lead is the newest story when none of the 10 newest is featured', async () => {
    const front = await probeAs(db, 'editor', async (tx) => {
      for (let i = 0; i < 11; i += 1) await addStory(tx, `Story ${i}`, i + 1, { is_featured: i === 10 });
      return frontFor(tx, 'uk');
    });
    expect(front?.containers[0]?.stories.map((story) => story.title)).toEqual(['Story 0']);
    expect(front?.containers[1]?.stories).toHaveLength(9);
  });

  it('an unknown edition has no front', async () => {
    expect(await probeAs(db, 'anon', (tx) => frontFor(tx, 'mars'))).toBeNull();
  });
});

describe('automatic containers', () => {
  it('the newest of a category and of a topic, the most read in 24 h, the live blogs running now', async () => {
    const { front, story } = await probeAs(db, 'editor', async (tx) => {
      const added = {
        sport: await addStory(tx, 'Cup final', 10),
        tagged: await addStory(tx, 'Election night', 20),
        read: await addStory(tx, 'Most read', 30),
        readOld: await addStory(tx, 'Read last week', 40),
        live: await addStory(tx, 'Live: the budget', 50),
        ended: await addStory(tx, 'Live: last year', 60),
      };
      await tx.query(`update public.news_stories set category = 'Sports' where id = $1`, [added.sport]);
      await tx.query(`update public.news_stories set live_state = 'live' where id = $1`, [added.live]);
      await tx.query(`update public.news_stories set live_state = 'ended' where id = $1`, [added.ended]);
      await tx.query(
        `with tag as (insert into public.tags (name, slug) values ('Elections', 'elections') returning id)
         insert into public.story_tags (story_id, tag_id) select $1::uuid, id from tag`,
        [added.tagged],
      );
      // Views are recorded through record_story_view; written here as the owner, back-dated.
      await tx.query('reset role');
      await tx.query(
        `insert into public.story_views (story_id, created_at)
         select $1::uuid, now() - interval '1 hour' from generate_series(1, 3)
         union all select $2::uuid, now() - interval '2 days' from generate_series(1, 9)`,
        [added.read, added.readOld],
      );
      const { rows } = await tx.query<{ id: string }>(
        `insert into public.fronts (edition, published_at) values ('uk', now()) returning id`,
      );
      await tx.query(
        `insert into public.front_containers (front_id, position, title, kind, rule, rule_value, layout, card_limit)
         values ($1, 0, 'Sport', 'automatic', 'category', 'Sports', 'list', 5),
                ($1, 1, 'Elections', 'automatic', 'topic', 'elections', 'list', 5),
                ($1, 2, 'Most read', 'automatic', 'most-read', null, 'list', 5),
                ($1, 3, 'Live now', 'automatic', 'live-blogs', null, 'list', 5)`,
        [rows[0].id],
      );
      return { front: await frontFor(tx, 'uk'), story: added };
    });
    expect(front?.containers.map(ids)).toEqual([[story.sport], [story.tagged], [story.read], [story.live]]);
  });
});

describe('the edition of a story view (decision 208)', () => {
  it('is read from Accept-Language as the shell’s resolver reads it', async () => {
    const headers = [
      'en-GB',
      'en-ZW,en;q=0.9',
      'en-US, en-ZW;q=0.9, en-GB;q=0.8',
      'en-US;q=0.5, en-GB;q=0.5, en-ZW;q=0.5',
      'en-GB;q=0.2, sn;q=0.7',
      'cy',
      'gd-GB',
      'nd',
      'zh-Hant-GB',
      'en-ZW;q=0, en-GB;q=0.1',
      'en-GB;q=1.5, en-ZW',
      'en-GB;q=0.5;x=1, en-ZW;q=0.4',
      'en_GB, en-ZW;q=0.3',
      'EN-gb',
      'en-US, fr;q=0.8',
      '*',
      '',
      `${'en-US,'.repeat(40)}en-GB`,
    ];
    const { rows } = await db.query<{ edition: string | null }>(
      'select private.edition_of_accept_language(h) as edition from unnest($1::text[]) with ordinality as t (h, n) order by n',
      [headers],
    );
    expect(rows.map((row) => row.edition)).toEqual(headers.map(editionFromAcceptLanguage));
  });
});

describe('curated containers', () => {
  it('leave out a draft, a scheduled and a deleted story: the next cards fill in; the stories below skip them', async () => {
    const { front, published } = await probeAs(db, 'editor', async (tx) => {
      const draft = await addStory(tx, 'Draft pick', 5, { status: 'draft' });
      const scheduled = await addStory(tx, 'Later pick', -60);
      const deleted = await addStory(tx, 'Deleted pick', 5);
      const picks = [
        await addStory(tx, 'Pick A', 30),
        await addStory(tx, 'Pick B', 40),
        await addStory(tx, 'Pick C', 50),
      ];
      const container = await addCurated(tx, 'uk', 5, 2);
      for (const [position, story] of [draft, scheduled, deleted, ...picks].entries()) {
        await addCard(tx, container, position, story);
      }
      await tx.query('delete from public.news_stories where id = $1', [deleted]);
      await moveToTop(tx, container);
      return { front: await frontFor(tx, 'uk'), published: picks };
    });
    expect(front?.containers[0]?.title).toBe('Desk picks');
    expect(ids(front?.containers[0])).toEqual(published.slice(0, 2));
    // The lead is the newest story not shown above: the third pick.
    expect(ids(front?.containers[1])).toEqual([published[2]]);
    expect(ids(front?.containers[2])).toEqual([]);
  });

  it('a card shows its overrides on this front only; another edition is unchanged', async () => {
    const { uk, zimbabwe } = await probeAs(db, 'editor', async (tx) => {
      const story = await addStory(tx, 'Original headline', 5);
      const container = await addCurated(tx, 'uk', 5);
      await moveToTop(tx, container);
      await addCard(tx, container, 0, story, {
        headline: 'The desk’s headline',
        trail: 'A trail for this front.',
        image_url: 'blog-images/fronts/lead.jpg',
        image_alt: 'Crowds in Harare',
      });
      return { uk: await frontFor(tx, 'uk'), zimbabwe: await frontFor(tx, 'zimbabwe') };
    });
    expect(uk?.containers[0]?.stories[0]).toMatchObject({
      title: 'The desk’s headline',
      excerpt: 'A trail for this front.',
      image_url: 'blog-images/fronts/lead.jpg',
      image_alt: 'Crowds in Harare',
    });
    expect(uk?.containers[1]?.stories).toEqual([]);
    expect(zimbabwe?.containers).toHaveLength(5);
    expect(zimbabwe?.containers[0]?.stories[0]?.title).toBe('Original headline');
  });
});

describe('who reads and writes fronts', () => {
  it('anon and readers cannot write fronts, containers or cards', async () => {
    for (const persona of ['anon', 'reader'] as const) {
      expect(
        (await refusal(persona, (tx) => tx.query(`insert into public.fronts (edition) values ('uk')`)))?.code,
      ).toBe('42501');
      expect((await refusal(persona, (tx) => addCurated(tx, 'uk', 6)))?.code).toBe('42501');
    }
    const anonUpdate = await refusal('anon', (tx) => tx.query(`update public.front_containers set title = 'Hacked'`));
    expect(anonUpdate?.code).toBe('42501');
    const changed = await probeAs(db, 'reader', async (tx) => {
      const updated = await tx.query(`update public.front_containers set title = 'Hacked'`);
      const cards = await tx.query(`update public.front_cards set headline = 'Hacked'`);
      const deleted = await tx.query('delete from public.fronts');
      return [updated.affectedRows, cards.affectedRows, deleted.affectedRows];
    });
    expect(changed).toEqual([0, 0, 0]);
  });

  it('anon reads only published fronts; an editor reads drafts and a new published version takes over', async () => {
    const seen = await probeAs(db, 'editor', async (tx) => {
      const { rows } = await tx.query<{ id: string; version: number }>(
        `insert into public.fronts (edition) values ('uk') returning id, version`,
      );
      await tx.query(
        `insert into public.front_containers (front_id, position, title, kind, rule, layout, card_limit)
         values ($1, 0, 'Only live blogs', 'automatic', 'live-blogs', 'list', 5)`,
        [rows[0].id],
      );
      const editorSees = (await tx.query('select id from public.front_containers where front_id = $1', [rows[0].id]))
        .rows.length;
      await tx.query(`set local role anon`);
      const anonSees = (await tx.query('select id from public.fronts where id = $1', [rows[0].id])).rows.length;
      const anonContainers = (
        await tx.query('select id from public.front_containers where front_id = $1', [rows[0].id])
      ).rows.length;
      const draftFront = await frontFor(tx, 'uk');
      await tx.query('reset role');
      const stamp = await tx.query<{ created_by: string }>('select created_by from public.fronts where id = $1', [
        rows[0].id,
      ]);
      await tx.query('update public.fronts set published_at = now() where id = $1', [rows[0].id]);
      const publishedFront = await frontFor(tx, 'uk');
      return {
        draft: { ...rows[0], ...stamp.rows[0] },
        editorSees,
        anonSees,
        anonContainers,
        draftFront,
        publishedFront,
      };
    });
    expect(seen.draft.version).toBe(2);
    expect(seen.draft.created_by).toBe('00000000-0000-4000-8000-00000000000e');
    expect([seen.editorSees, seen.anonSees, seen.anonContainers]).toEqual([1, 0, 0]);
    expect(seen.draftFront?.version).toBe(1);
    expect(seen.publishedFront?.version).toBe(2);
    expect(seen.publishedFront?.containers.map((container) => container.title)).toEqual(['Only live blogs']);
  });
});

describe('what the public reads of fronts (review fixes, 20261202150200)', () => {
  it("a published front's card is public only while its story is; staff ids are never public", async () => {
    // The public's claims (an editor's would see every story through news_stories' staff policy).
    const seen = await probeAs(db, 'anon', async (tx) => {
      await tx.query('reset role');
      const container = await addCurated(tx, 'uk', 5);
      const scheduled = await addStory(tx, 'Embargoed until noon', -60);
      const live = await addStory(tx, 'Out now', 5);
      await addCard(tx, container, 0, scheduled, { headline: 'Embargoed headline' });
      await addCard(tx, container, 1, live);
      await tx.query('set local role anon');
      const cards = await tx.query<{ story_id: string; headline: string | null }>(
        'select story_id, headline from public.front_cards where container_id = $1',
        [container],
      );
      // Whether a public role may read a staff stamp (one query: a refusal would end the transaction).
      const { rows } = await tx.query<{ readable: string[] }>(
        `select coalesce(array_agg(r || ' ' || t || '.' || c), '{}') as readable
           from unnest(array['anon', 'authenticated']) r,
                (values ('fronts', 'created_by'), ('fronts', 'published_by'), ('site_settings', 'updated_by')) s (t, c)
          where has_column_privilege(r, 'public.' || t, c, 'select')`,
      );
      return { cards: cards.rows, live, readable: rows[0].readable };
    });
    expect(seen.cards).toEqual([{ story_id: seen.live, headline: null }]);
    expect(seen.readable).toEqual([]);
  });
});

describe('page purges', () => {
  /** The keys purged by what fn does, as the editor. */
  const purgedBy = (fn: (tx: Queryable) => Promise<unknown>) =>
    probeAs(db, 'editor', async (tx) => {
      const { rows } = await tx.query<{ last: string }>(
        'select coalesce(max(id), 0)::text as last from public.page_purges',
      );
      await fn(tx);
      const after = await tx.query<{ keys: string[] }>(
        'select keys from public.page_purges where id > $1 order by id',
        [rows[0].last],
      );
      return after.rows.flatMap((row) => row.keys);
    });
  const frontId = async (tx: Queryable, edition: string) =>
    (await tx.query<{ id: string }>('select id from public.fronts where edition = $1 and version = 1', [edition]))
      .rows[0].id;

  it("a change to an edition's public front purges that front's pages only; a draft's purges nothing", async () => {
    const [uk, zimbabwe] = await probeAs(db, 'editor', async (tx) => [
      await frontId(tx, 'uk'),
      await frontId(tx, 'zimbabwe'),
    ]);
    const picked = await purgedBy(async (tx) => {
      const container = await addCurated(tx, 'uk', 5);
      await addCard(tx, container, 0, await addStory(tx, 'Picked', 5));
    });
    expect(picked).toContain(`row:${uk}`);
    expect(picked).not.toContain(`row:${zimbabwe}`);
    const draft = await purgedBy(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(`insert into public.fronts (edition) values ('uk') returning id`);
      await tx.query(
        `insert into public.front_containers (front_id, position, title, kind, layout)
         values ($1, 0, 'Draft', 'curated', 'list')`,
        [rows[0].id],
      );
    });
    expect(draft).toEqual([]);
  });

  it('publishing a new version purges the pages of the version it replaces', async () => {
    const { keys, uk, next } = await probeAs(db, 'editor', async (tx) => {
      const { rows } = await tx.query<{ id: string }>(`insert into public.fronts (edition) values ('uk') returning id`);
      const before = (
        await tx.query<{ last: string }>('select coalesce(max(id), 0)::text as last from public.page_purges')
      ).rows[0].last;
      await tx.query('update public.fronts set published_at = now() where id = $1', [rows[0].id]);
      const purged = await tx.query<{ keys: string[] }>('select keys from public.page_purges where id > $1', [before]);
      return { keys: purged.rows.flatMap((row) => row.keys), uk: await frontId(tx, 'uk'), next: rows[0].id };
    });
    expect(keys.sort()).toEqual([`row:${uk}`, `row:${next}`].sort());
  });

  it('a container moved from a public front to a draft purges the front it left', async () => {
    const { keys, uk } = await probeAs(db, 'editor', async (tx) => {
      const container = await addCurated(tx, 'uk', 5);
      const draft = await tx.query<{ id: string }>(`insert into public.fronts (edition) values ('uk') returning id`);
      const before = (
        await tx.query<{ last: string }>('select coalesce(max(id), 0)::text as last from public.page_purges')
      ).rows[0].last;
      await tx.query('update public.front_containers set front_id = $1 where id = $2', [draft.rows[0].id, container]);
      const purged = await tx.query<{ keys: string[] }>('select keys from public.page_purges where id > $1', [before]);
      return { keys: purged.rows.flatMap((row) => row.keys), uk: await frontId(tx, 'uk') };
    });
    expect(keys).toEqual([`row:${uk}`]);
  });
});

describe('hostile input and limits', () => {
  const hostile: [Record<string, string>, string][] = [
    [{ image_url: 'javascript:alert(1)', image_alt: 'x' }, 'front_cards_image_url_source'],
    [{ image_url: 'JaVaScRiPt:alert(1)//https://a.b', image_alt: 'x' }, 'front_cards_image_url_source'],
    [{ image_url: 'data:image/svg+xml,<svg onload=alert(1)>', image_alt: 'x' }, 'front_cards_image_url_source'],
    [{ image_url: 'http://example.com/a.jpg', image_alt: 'x' }, 'front_cards_image_url_source'],
    [{ image_url: 'https://example.com/a.jpg" onerror="alert(1)', image_alt: 'x' }, 'front_cards_image_url_source'],
    [{ image_url: 'https://example.com/a.jpg' }, 'front_cards_image_alt_with_image'],
    [{ headline: '<script>alert(1)</script>' }, 'front_cards_headline_plain_text'],
    [{ headline: 'Fire <img src=x onerror=alert(2)>' }, 'front_cards_headline_plain_text'],
    [{ headline: 'Fire &lt;b&gt;' }, 'front_cards_headline_plain_text'],
    [{ trail: '<a href="javascript:alert(1)">more</a>' }, 'front_cards_trail_plain_text'],
    [{ headline: '   ' }, 'front_cards_headline_length'],
  ];

  it.each(hostile)('a card override %j is refused (%s)', async (fields, constraint) => {
    const refused = await refusal('editor', async (tx) => {
      const story = await addStory(tx, 'Target', 5);
      await addCard(tx, await addCurated(tx, 'uk', 5), 0, story, fields);
    });
    expect(refused?.code).toBe('23514');
    expect(refused?.message).toContain(constraint);
  });

  it('plain text with < and & and an https or blog-images image are kept', async () => {
    const refused = await refusal('editor', async (tx) => {
      const story = await addStory(tx, 'Target', 5);
      const container = await addCurated(tx, 'uk', 5);
      await addCard(tx, container, 0, story, {
        headline: 'Inflation < 5% & falling',
        image_url: 'https://cdn.example.com/a.jpg?w=800',
        image_alt: 'A market',
      });
    });
    expect(refused).toBeUndefined();
  });

  it('refuses a 41st card, a 21st container, a card limit over 40 and an HTML title', async () => {
    const cases: [(tx: Queryable) => Promise<unknown>, string][] = [
      [
        async (tx) => addCard(tx, await addCurated(tx, 'uk', 5), 40, await addStory(tx, 'Target', 5)),
        'front_cards_position_range',
      ],
      [(tx) => addCurated(tx, 'uk', 20), 'front_containers_position_range'],
      [(tx) => addCurated(tx, 'uk', 5, 41), 'front_containers_card_limit_range'],
      [
        (tx) =>
          tx.query(`insert into public.front_containers (front_id, position, title, kind, layout)
                    select id, 5, '<b>Picks</b>', 'curated', 'list' from public.fronts where edition = 'uk'`),
        'front_containers_title_plain_text',
      ],
      [
        (tx) =>
          tx.query(`insert into public.front_containers (front_id, position, title, kind, layout)
                    select id, 5, 'No rule', 'automatic', 'list' from public.fronts where edition = 'uk'`),
        'front_containers_rule_of_kind',
      ],
    ];
    for (const [attempt, constraint] of cases) {
      const refused = await refusal('editor', attempt);
      expect(refused?.code, constraint).toBe('23514');
      expect(refused?.message).toContain(constraint);
    }
    const taken = await refusal('editor', (tx) => addCurated(tx, 'uk', 0));
    expect(taken?.code).toBe('23505');
  });
});

describe('publish_front, front_for_editing and front_history (the console tab, decision 192)', () => {
  interface EditingFront {
    version: number;
    published_at: string | null;
    containers: {
      title: string;
      kind: string;
      cards: { story_id: string; headline: string | null; live: boolean }[];
    }[];
  }
  const publish = (tx: Queryable, containers: unknown, base: number | null, edition = 'uk') =>
    tx.query<{ version: number }>('select public.publish_front($1, $2::jsonb, $3) as version', [
      edition,
      JSON.stringify(containers),
      base,
    ]);
  const editing = async (tx: Queryable, edition: string, version: number | null = null) =>
    (
      await tx.query<{ front: EditingFront | null }>('select public.front_for_editing($1, $2) as front', [
        edition,
        version,
      ])
    ).rows[0].front;
  const curated = (cards: Record<string, unknown>[]) => ({
    title: 'Desk picks',
    kind: 'curated',
    layout: 'lead-4',
    card_limit: 5,
    cards,
  });

  it('publishes the working front as a new version readers get at once, with who published it', async () => {
    const seen = await probeAs(db, 'editor', async (tx) => {
      const lead = await addStory(tx, 'The lead', 30);
      const later = await addStory(tx, 'Not yet', -60);
      const loaded = await editing(tx, 'uk');
      const { rows } = await publish(
        tx,
        [
          curated([{ story_id: lead, headline: 'The desk’s lead' }, { story_id: later }]),
          { title: 'Latest', kind: 'automatic', rule: 'latest', layout: 'row-4', card_limit: 4 },
        ],
        loaded?.version ?? null,
      );
      const history = await tx.query('select version, published_by from public.front_history($1)', ['uk']);
      await tx.query('set local role anon');
      return { loaded, version: rows[0].version, lead, later, history: history.rows, front: await frontFor(tx, 'uk') };
    });
    expect(seen.loaded?.version).toBe(1);
    expect(seen.loaded?.containers.map((c) => c.title)).toContain('Latest Stories');
    expect(seen.version).toBe(2);
    expect(seen.front?.version).toBe(2);
    expect(seen.front?.containers.map((c) => c.title)).toEqual(['Desk picks', 'Latest']);
    expect(seen.front?.containers[0]?.stories.map((s) => s.title)).toEqual(['The desk’s lead']);
    expect(seen.history).toEqual([
      { version: 2, published_by: 'editor' },
      { version: 1, published_by: null },
    ]);
  });

  it('loads a version for editing with its cards, marking a story not live yet; a restored version published on the newest base is a copy', async () => {
    const seen = await probeAs(db, 'editor', async (tx) => {
      const later = await addStory(tx, 'Not yet', -60);
      await publish(tx, [curated([{ story_id: later, trail: 'Soon.' }])], 1);
      const second = await editing(tx, 'uk');
      const first = await editing(tx, 'uk', 1);
      const { rows } = await publish(tx, first?.containers, second?.version ?? null);
      return { second, restored: await editing(tx, 'uk'), version: rows[0].version, first };
    });
    expect(seen.second?.containers[0]?.cards).toEqual([
      expect.objectContaining({ story_title: 'Not yet', live: false, trail: 'Soon.', headline: null }),
    ]);
    expect(seen.version).toBe(3);
    expect(seen.restored?.containers).toEqual(seen.first?.containers);
    expect(seen.restored?.published_at).not.toBeNull();
  });

  it('refuses a publish based on an older version than the newest, writing nothing', async () => {
    const refused = await refusal('editor', async (tx) => {
      await publish(tx, [curated([])], 1);
      await publish(tx, [curated([])], 1);
    });
    expect(refused).toEqual({
      code: 'PT409',
      message:
        'Someone else published this front since you opened it. Reload to see their version; your changes are kept here.',
    });
  });

  it('refuses an empty front, which would leave readers a blank page (review fix, 20261204300100)', async () => {
    expect(await refusal('editor', (tx) => publish(tx, [], 1))).toEqual({
      code: '22023',
      message: 'A front needs at least one container.',
    });
  });

  it('a refused override keeps its code and constraint, and says which container and card', async () => {
    let detail: unknown;
    const refused = await refusal('editor', async (tx) => {
      const story = await addStory(tx, 'Target', 5);
      try {
        await publish(
          tx,
          [curated([]), curated([{ story_id: story }, { story_id: await addStory(tx, 'B', 5), headline: '<b>x</b>' }])],
          1,
        );
      } catch (error) {
        detail = (error as { detail?: string }).detail;
        throw error;
      }
    });
    expect(refused?.code).toBe('23514');
    expect(refused?.message).toContain('front_cards_headline_plain_text');
    expect(JSON.parse(String(detail))).toEqual({ container: 1, card: 1 });
  });

  it('anon, readers and a version number from the client are refused or ignored', async () => {
    for (const persona of ['anon', 'reader'] as const) {
      expect((await refusal(persona, (tx) => publish(tx, [], 1)))?.code).toBe('42501');
      expect((await refusal(persona, (tx) => editing(tx, 'uk')))?.code).toBe('42501');
      expect((await refusal(persona, (tx) => tx.query(`select * from public.front_history('uk')`)))?.code).toBe(
        '42501',
      );
    }
  });
});

describe('scheduling a front change (decision 198)', () => {
  const desk = [{ title: 'The 06:00 lead', kind: 'automatic', rule: 'latest', layout: 'row-4', card_limit: 4 }];
  /** Publishes (at `at`, an SQL interval from now, or now when null) and answers the version. */
  const schedule = async (tx: Queryable, base: number, at: string | null, edition = 'uk') =>
    (
      await tx.query<{ version: number }>(
        `select public.publish_front($1, $2::jsonb, $3, now() + $4::interval) as version`,
        [edition, JSON.stringify(desk), base, at],
      )
    ).rows[0].version;
  const states = async (tx: Queryable) =>
    (
      await tx.query<{ version: number; state: string; scheduled: boolean }>(
        `select version, state, scheduled_for is not null as scheduled from public.front_history('uk')`,
      )
    ).rows;

  it('a scheduled version stays invisible to readers until its time, and the publication clock counts it', async () => {
    const seen = await probeAs(db, 'editor', async (tx) => {
      const version = await schedule(tx, 1, '2 hours');
      const clock = await tx.query<{ seconds: number }>('select public.seconds_until_next_publication() as seconds');
      const history = await states(tx);
      await tx.query('set local role anon');
      return { version, seconds: clock.rows[0].seconds, history, front: await frontFor(tx, 'uk') };
    });
    expect(seen.version).toBe(2);
    expect(seen.front?.version).toBe(1);
    expect(seen.seconds).toBeGreaterThan(7000);
    expect(seen.seconds).toBeLessThanOrEqual(7200);
    expect(seen.history).toEqual([
      { version: 2, state: 'scheduled', scheduled: true },
      { version: 1, state: 'published', scheduled: false },
    ]);
  });

  it('refuses a time that has passed and one more than a year ahead, writing nothing', async () => {
    expect(await refusal('editor', (tx) => schedule(tx, 1, '-1 minute'))).toEqual({
      code: '22023',
      message: 'The scheduled time has passed. Choose a later time, or publish now.',
    });
    expect(await refusal('editor', (tx) => schedule(tx, 1, '1 year 1 day'))).toEqual({
      code: '22023',
      message: 'A front change can be scheduled at most a year ahead.',
    });
  });

  it('a second schedule, or a publish now, replaces the pending one; a cancelled one never goes live', async () => {
    const seen = await probeAs(db, 'editor', async (tx) => {
      await schedule(tx, 1, '2 hours');
      await schedule(tx, 2, '3 hours');
      const twoSchedules = await states(tx);
      await schedule(tx, 3, null);
      const publishedNow = await states(tx);
      await schedule(tx, 4, '1 hour');
      await tx.query(`select public.cancel_front_schedule('uk', 5)`);
      const cancelled = await states(tx);
      const clock = await tx.query<{ seconds: number | null }>(
        'select public.seconds_until_next_publication() as seconds',
      );
      return { twoSchedules, publishedNow, cancelled, clock: clock.rows[0].seconds, front: await frontFor(tx, 'uk') };
    });
    expect(seen.twoSchedules.map((row) => row.state)).toEqual(['scheduled', 'cancelled', 'published']);
    expect(seen.publishedNow.map((row) => row.state)).toEqual(['published', 'cancelled', 'cancelled', 'published']);
    expect(seen.cancelled[0]).toEqual({ version: 5, state: 'cancelled', scheduled: true });
    expect(seen.clock).toBeNull();
    expect(seen.front?.version).toBe(4);
  });

  it('cancelling refuses a version that is not scheduled, and anyone but staff', async () => {
    expect(await refusal('editor', (tx) => tx.query(`select public.cancel_front_schedule('uk', 1)`))).toEqual({
      code: '22023',
      message: 'Version 1 is not scheduled: it may have gone live already.',
    });
    for (const persona of ['anon', 'reader'] as const) {
      expect((await refusal(persona, (tx) => tx.query(`select public.cancel_front_schedule('uk', 1)`)))?.code).toBe(
        '42501',
      );
    }
  });

  // Committed, on the database's own clock: the version scheduled two seconds ahead becomes the
  // public front by itself (no job), then the test removes it so the file's other cases start from v1.
  it('a scheduled version becomes the public front at its time, with no write', async () => {
    // Read back in the scheduling transaction (one now()): how long the machine takes to get here
    // cannot make the version due before it is read.
    const before = await asPersona(db, 'editor', async (tx) => {
      await schedule(tx, 1, '2 seconds', 'zimbabwe');
      await tx.query('set local role anon');
      return frontFor(tx, 'zimbabwe');
    });
    try {
      expect(before?.version).toBe(1);
      await vi.waitFor(
        async () => expect((await asPersona(db, 'anon', (tx) => frontFor(tx, 'zimbabwe')))?.version).toBe(2),
        { timeout: 15_000, interval: 250 },
      );
    } finally {
      await db.query(`delete from public.fronts where edition = 'zimbabwe' and version > 1`);
    }
  });
});

describe('the signal open front pages listen to (decision 198)', () => {
  const signals = async (tx: Queryable) =>
    Object.fromEntries(
      (
        await tx.query<{ edition: string; moved: boolean }>(
          `select edition, changed_at = now() as moved from public.front_signals order by edition`,
        )
      ).rows.map((row) => [row.edition, row.moved]),
    );
  const publish = (tx: Queryable, at: string | null) =>
    tx.query(`select public.publish_front('uk', $1::jsonb, 1, now() + $2::interval)`, [
      JSON.stringify([{ title: 'Latest', kind: 'automatic', rule: 'latest', layout: 'row-4' }]),
      at,
    ]);

  it("publishing a version, or changing a public front's container, moves that edition's signal only; anon reads it", async () => {
    const seen = await probeAs(db, 'editor', async (tx) => {
      await publish(tx, null);
      const afterPublish = await signals(tx);
      await tx.query('set local role anon');
      return { afterPublish, anon: await signals(tx) };
    });
    expect(seen.afterPublish).toEqual({ international: false, uk: true, zimbabwe: false });
    expect(seen.anon).toEqual(seen.afterPublish);

    const container = await probeAs(db, 'editor', async (tx) => {
      await addCurated(tx, 'zimbabwe', 7);
      return signals(tx);
    });
    expect(container).toEqual({ international: false, uk: false, zimbabwe: true });
  });

  it("a scheduled version, a draft's changes and a cancel move nothing; nobody writes the signal", async () => {
    const moved = await probeAs(db, 'editor', async (tx) => {
      await publish(tx, '1 hour');
      await tx.query(`select public.cancel_front_schedule('uk', 2)`);
      await tx.query(`insert into public.fronts (edition) values ('international')`);
      return signals(tx);
    });
    expect(moved).toEqual({ international: false, uk: false, zimbabwe: false });
    for (const persona of ['anon', 'reader', 'editor'] as const) {
      const refused = await refusal(persona, async (tx) => {
        const { affectedRows } = await tx.query(`update public.front_signals set changed_at = now()`);
        if (!affectedRows) throw Object.assign(new Error('no row changed'), { code: '42501' });
      });
      expect(refused?.code).toBe('42501');
    }
  });
});

describe('front_preview: the working front as readers will see it (decision 209)', () => {
  const preview = async (tx: Queryable, containers: unknown, edition = 'uk') =>
    (
      await tx.query<{ front: Front | null }>('select public.front_preview($1, $2::jsonb) as front', [
        edition,
        JSON.stringify(containers),
      ])
    ).rows[0].front;
  /** A front's containers without their row ids (a preview's are never stored). */
  const shape = (front: Front | null) =>
    front?.containers.map(({ id: _id, ...rest }: FrontContainer & { id?: string }) => rest);
  const rowCounts = async (tx: Queryable) =>
    (
      await tx.query(
        `select (select count(*) from public.fronts)::int as fronts,
                (select count(*) from public.front_containers)::int as containers,
                (select count(*) from public.front_cards)::int as cards,
                (select max(changed_at) from public.front_signals) as signal`,
      )
    ).rows[0];

  it('answers what front_for_edition answers once the same containers are published, and writes nothing', async () => {
    const seen = await probeAs(db, 'editor', async (tx) => {
      const lead = await addStory(tx, 'The lead', 30);
      const later = await addStory(tx, 'Not yet', -60);
      const gone = await addStory(tx, 'Trashed', 20);
      // As the trash's own functions do (their owner, past the API's trigger and policies).
      await tx.query('set local role postgres');
      await tx.query(`set local private.trash_writing = 'on'`);
      await tx.query('update public.news_stories set deleted_at = now() where id = $1', [gone]);
      await tx.query('set local role authenticated');
      for (let i = 0; i < 6; i += 1) await addStory(tx, `Story ${i}`, i + 40);
      const working = [
        {
          title: 'Desk picks',
          kind: 'curated',
          layout: 'lead-4',
          card_limit: 5,
          cards: [
            { story_id: later },
            { story_id: gone },
            { story_id: lead, headline: 'The desk’s lead', trail: 'Read this first.' },
          ],
        },
        { title: 'Latest', kind: 'automatic', rule: 'latest', layout: 'row-4', card_limit: 4 },
        { title: 'Most read', kind: 'automatic', rule: 'most-read', layout: 'list', card_limit: 3 },
        { title: 'Photo Essays', kind: 'automatic', rule: 'photo-essays', layout: 'row-4' },
      ];
      const before = await rowCounts(tx);
      const previewed = await preview(tx, working);
      const after = await rowCounts(tx);
      await tx.query('select public.publish_front($1, $2::jsonb, 1)', ['uk', JSON.stringify(working)]);
      return { before, after, previewed, published: await frontFor(tx, 'uk') };
    });
    expect(seen.after).toEqual(seen.before);
    expect(seen.previewed?.containers[0]?.stories.map((s) => [s.title, s.excerpt])).toEqual([
      ['The desk’s lead', 'Read this first.'],
    ]);
    expect(seen.previewed?.containers[1]?.stories).toHaveLength(4);
    expect(shape(seen.previewed)).toEqual(shape(seen.published));
  });

  it('refuses bad input as publish_front does, naming the container and card', async () => {
    let detail: unknown;
    const refused = await refusal('editor', async (tx) => {
      const story = await addStory(tx, 'Target', 5);
      try {
        await preview(tx, [
          { title: 'Desk', kind: 'curated', layout: 'row-4', cards: [{ story_id: story, headline: '<b>x</b>' }] },
        ]);
      } catch (error) {
        detail = (error as { detail?: string }).detail;
        throw error;
      }
    });
    expect(refused?.code).toBe('23514');
    expect(refused?.message).toContain('front_cards_headline_plain_text');
    expect(JSON.parse(String(detail))).toEqual({ container: 0, card: 0 });
    expect(await refusal('editor', (tx) => preview(tx, []))).toEqual({
      code: '22023',
      message: 'A front needs at least one container.',
    });
    expect(
      (await refusal('editor', (tx) => preview(tx, [{ title: 'x', kind: 'curated', layout: 'row-4' }], 'mars')))?.code,
    ).toBe('23514');
  });

  it('refuses anon and readers before anything else', async () => {
    for (const persona of ['anon', 'reader'] as const) {
      expect((await refusal(persona, (tx) => preview(tx, null)))?.code).toBe('42501');
    }
  });
});

/**
 * front_for_edition and front_story as they were before 20261207300000 (one function call per card),
 * renamed `…_before`, to compare their answer with the set-based one's (decision 211).
 */
async function previousFrontFunctions(): Promise<string[]> {
  const read = (name: string) => readFile(path.join(migrationsDir, name), 'utf8');
  const definition = (sql: string, name: string) =>
    [...sql.matchAll(new RegExp(`create or replace function ${name}\\(.*?\\n\\$\\$;`, 'gs'))].at(-1)?.[0] ?? '';
  const story = definition(await read('20261206300000_story_slugs.sql'), 'private\\.front_story');
  const front = definition(await read('20261202120100_front_for_edition.sql'), 'public\\.front_for_edition');
  if (!story || !front) throw new Error('the previous definitions were not found');
  return [
    story.replace('private.front_story(', 'private.front_story_before('),
    front
      .replace('public.front_for_edition(', 'private.front_for_edition_before(')
      .replace('front_for_edition.edition', 'front_for_edition_before.edition')
      .replace('private.front_story(', 'private.front_story_before('),
  ];
}

describe('cards built in one query (decision 211)', () => {
  it('front_for_edition answers what the per-card functions answered, on a front of 12 containers', async () => {
    const previous = await previousFrontFunctions();
    const { now, before, gone } = await probeAs(db, 'editor', async (tx) => {
      const stories: string[] = [];
      for (let i = 0; i < 60; i += 1) stories.push(await addStory(tx, `Story ${i}`, i + 1));
      await addStory(tx, 'Draft', 0, { status: 'draft' });
      await tx.query('reset role');
      // Bylines (none, one, two), live blogs with and without posts, an ended one, a story deleted
      // for good and one in the trash.
      await tx.query(
        `insert into public.authors (name, slug) values ('Ann Writer', 'ann-writer'), ('Bo Reporter', 'bo-reporter')`,
      );
      await tx.query(
        `insert into public.story_authors (story_id, author_id, position)
         select s, a.id, case a.slug when 'ann-writer' then 0 else 1 end
           from unnest($1::uuid[]) with ordinality as t (s, n), public.authors a
          where n % 3 = 1 or (n % 3 = 2 and a.slug = 'bo-reporter')`,
        [stories],
      );
      await tx.query(`update public.news_stories set live_state = 'live' where id = any ($1::uuid[])`, [
        [stories[4], stories[30]],
      ]);
      await tx.query(`update public.news_stories set live_state = 'ended' where id = $1`, [stories[12]]);
      await tx.query(
        `insert into public.live_posts (story_id, body, published_at)
         select $1, 'Update ' || g, now() - make_interval(mins => g) from generate_series(1, 3) g`,
        [stories[4]],
      );
      await tx.query('delete from public.news_stories where id = $1', [stories[20]]);
      // As the trash's own functions do (past the API's trigger).
      await tx.query(`set local private.trash_writing = 'on'`);
      await tx.query('update public.news_stories set deleted_at = now() where id = $1', [stories[21]]);
      await tx.query(`set local private.trash_writing = 'off'`);
      const { rows } = await tx.query<{ id: string }>(
        `insert into public.fronts (edition, published_at) values ('uk', now()) returning id`,
      );
      for (let box = 0; box < 10; box += 1) {
        const { rows: made } = await tx.query<{ id: string }>(
          `insert into public.front_containers (front_id, position, title, kind, layout, card_limit)
           values ($1, $2, $3, 'curated', $4, 5) returning id`,
          [rows[0].id, box, `Box ${box}`, box === 0 ? 'lead-4' : 'row-4'],
        );
        for (let card = 0; card < 6; card += 1) {
          const overrides =
            card === 1
              ? {
                  headline: `Desk headline ${box}`,
                  trail: 'A trail.',
                  image_url: 'blog-images/f.jpg',
                  image_alt: 'Alt',
                }
              : {};
          await addCard(tx, made[0].id, card, stories[(box * 5 + card) % 60], overrides);
        }
      }
      await tx.query(
        `insert into public.front_containers (front_id, position, title, kind, rule, layout, card_limit)
         values ($1, 10, 'Latest', 'automatic', 'latest', 'list', 9), ($1, 11, 'Live', 'automatic', 'live-blogs', 'list', 5)`,
        [rows[0].id],
      );
      for (const definition of previous) await tx.query(definition);
      return {
        now: await frontFor(tx, 'uk'),
        before: (await tx.query<{ front: Front }>(`select private.front_for_edition_before('uk') as front`)).rows[0]
          .front,
        gone: [stories[20], stories[21]],
      };
    });
    expect(now?.containers).toHaveLength(12);
    const cards = (now?.containers.flatMap((container) => container.stories) ?? []) as unknown as Record<
      string,
      unknown
    >[];
    expect(cards.length).toBeGreaterThan(50);
    // What the per-card calls used to read is there: two bylines, a live blog's last post, an override, a slug.
    expect(cards.some((card) => (card.credits as unknown[]).length === 2)).toBe(true);
    expect(cards.some((card) => card.live_updated_at !== null)).toBe(true);
    expect(cards.some((card) => card.title === 'Desk headline 3')).toBe(true);
    expect(cards.every((card) => typeof card.slug === 'string')).toBe(true);
    // Neither the story deleted for good nor the one in the trash is drawn.
    expect(cards.filter((card) => gone.includes(String(card.id)))).toEqual([]);
    expect(now).toEqual(before);
  });
});
