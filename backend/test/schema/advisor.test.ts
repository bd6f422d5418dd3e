import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { createSchemaDb } from './sqlHarness.ts';

/**
 * The security findings Supabase's advisor (splinter) reports, checked in SQL on the migrated
 * schema so that a migration which would raise one fails here first. Each query follows the
 * advisor's lint of the same name, narrowed to the schemas this project owns.
 */

/**
 * SECURITY DEFINER functions the API roles may call, each reviewed: it bypasses RLS on purpose and
 * reveals or changes only what its caller may. A new one fails the test until it is reviewed here.
 */
const REVIEWED_DEFINER_RPCS: Record<string, { anon: boolean; why: string }> = {
  'has_role(role_name text)': { anon: true, why: "tells the caller only about the caller's own roles" },
  'is_editor()': { anon: true, why: "tells the caller only about the caller's own roles" },
  'is_admin()': { anon: true, why: "tells the caller only about the caller's own roles" },
  'session_is_live()': { anon: true, why: "tells the caller only whether the caller's own session still exists" },
  'increment_sports_event_views(event_id uuid, visitor_id text)': {
    anon: true,
    why: "adds at most one view per visitor and event in 30 minutes to the event's count, nothing else",
  },
  'record_page_view(path text, visitor_id text, source text, country text)': {
    anon: true,
    why: 'inserts one validated page view (at most one per visitor and path in 30 minutes), nothing else',
  },
  'record_story_view(story_id uuid, visitor_id text, edition text)': {
    anon: true,
    why: 'inserts one view of a published, due story with the reader’s edition (at most one per visitor and story in 30 minutes), nothing else',
  },
  'analytics_summary(period text)': {
    anon: false,
    why: 'aggregates only; raises 42501 unless the caller is an editor or admin meeting their two-factor rule',
  },
  'analytics_trends(period text, time_zone text)': {
    anon: false,
    why: 'aggregates only (titles of published stories); raises 42501 unless the caller is an editor or admin meeting their two-factor rule',
  },
  'admin_list_users()': {
    anon: false,
    why: 'raises 42501 unless the caller is an admin meeting their two-factor rule',
  },
  'admin_search_users(search text, max_rows integer, skip_rows integer)': {
    anon: false,
    why: 'raises 42501 unless the caller is an admin meeting their two-factor rule',
  },
  'other_admin_exists()': {
    anon: false,
    why: 'false for non-admins; tells an admin only whether another admin exists',
  },
  'append_story_working_update(story uuid, update_base64 text)': {
    anon: false,
    why: "appends one update (at most 1 MiB) to a story's working copy; raises 42501 unless the caller is an editor or admin meeting their two-factor rule (decision 174)",
  },
  'set_story_update_status(story uuid, next_status text, note text)': {
    anon: false,
    why: "moves a published story's next version to one of three desk statuses and logs it; raises 42501 unless the caller may co-edit the story (editor or admin meeting their two-factor rule), 22023 for a story not live (decision 201)",
  },
  'create_story_preview_link(story uuid, expires_in_hours integer)': {
    anon: false,
    why: 'inserts one preview link to an unpublished story and answers its token once; raises 42501 unless the caller may edit the story (decision 176)',
  },
  'revoke_story_preview_link(link uuid)': {
    anon: false,
    why: 'sets revoked_at on one preview link; raises 42501 unless the caller may edit its story (decision 176)',
  },
  'story_preview(token text)': {
    anon: true,
    why: "answers the reader-visible fields of the one story a valid, unexpired, unrevoked token's hash names, null for any other token; failures are rate-limited (decision 176)",
  },
  'story_coeditor_names(story uuid, users uuid[])': {
    anon: false,
    why: "names at most 50 of the given ids that are staff (full name, else the e-mail's local part); raises 42501 unless the caller is staff meeting their two-factor rule, P0002 for a story that does not exist (decision 180)",
  },
  'story_comment_author_names(story uuid)': {
    anon: false,
    why: "names only the authors of that story's comments (full name, else the e-mail's local part); raises 42501 unless the caller is staff (a contributor included) meeting their two-factor rule, P0002 unless they may comment on the story (decisions 183, 184)",
  },
  'planning_assignee_name(assignee uuid)': {
    anon: false,
    why: "names one account only if it is the caller, or, to an editor or admin, an account assigned a story (author profile, else full name, else the e-mail's local part); raises 42501 for a session short of its two-factor rule (decision 191)",
  },
  'assignable_staff()': {
    anon: false,
    why: "lists the accounts holding a staff role with a name (author profile, else full name, else the e-mail's local part), never an address; a contributor gets only themselves; raises 42501 unless staff meeting their two-factor rule (decision 190)",
  },
  'created_story(story uuid)': {
    anon: false,
    why: 'tells the caller only whether they created the story with that id (its first status is theirs)',
  },
  'set_default_edition(edition text)': {
    anon: false,
    why: 'updates the one site_settings row to an edition key; raises 42501 unless the caller is an admin meeting their two-factor rule (decision 181)',
  },
  'link_author_account(author uuid, staff_email text)': {
    anon: false,
    why: 'links one author to the staff account with that address in author_accounts (none: unlinks); raises 42501 unless an editor meeting their two-factor rule, P0002 for an unknown author or address, 23505 for an account linked elsewhere (decision 185)',
  },
  'record_ad_event(ad_id uuid, kind text, slot text, visitor_id text)': {
    anon: true,
    why: "adds at most one impression or click per visitor, ad and position in 30 minutes to the ad's daily figures (a click only after an impression; bots not counted), nothing else (decision 187)",
  },
  'ad_campaign_report_csv(ad_id uuid)': {
    anon: false,
    why: "answers one ad's daily figures as CSV; raises 42501 unless the caller is an admin meeting their two-factor rule (decision 187)",
  },
  'trashed_items()': {
    anon: false,
    why: 'lists the trash (title, kind, who trashed and when) of the kinds the caller handles; raises 42501 unless an editor or admin meeting their two-factor rule, ads for admins only (decision 195)',
  },
  'trash_item(kind text, id uuid)': {
    anon: false,
    why: 'sets deleted_at on one row; raises 42501 unless an editor or admin meeting their two-factor rule (ads: an admin), P0002 for a row missing or already trashed (decision 195)',
  },
  'restore_trashed(kind text, id uuid)': {
    anon: false,
    why: 'clears deleted_at on one trashed row; raises 42501 unless an editor or admin meeting their two-factor rule (ads: an admin), P0002 for a row not in the trash (decision 195)',
  },
  'purge_trashed(kind text, id uuid)': {
    anon: false,
    why: 'deletes one trashed row for good; raises 42501 unless an admin meeting their two-factor rule, P0002 for a row not in the trash (decision 195)',
  },
  'media_asset_uses(asset uuid)': {
    anon: false,
    why: 'lists where one library image is used (kind, id, title, place, in the trash), at most 100; raises 42501 unless an editor or admin meeting their two-factor rule (decision 199)',
  },
  'media_library(search text, unused_only boolean, mine_only boolean, mime text, after_created timestamp with time zone, after_id uuid, page_size integer)':
    {
      anon: false,
      why: "answers one page (at most 48) of the media library with use counts and uploaders' names (never an address); raises 42501 unless an editor or admin meeting their two-factor rule (decision 199)",
    },
  'story_gone(story uuid)': {
    anon: true,
    why: 'tells only whether a story readers could read is in the trash, for its page to answer 410 (decision 195)',
  },
  'story_address(address text)': {
    anon: true,
    why: 'answers the id and current slug of the published, due story an id or one of its slugs names, or gone for one in the trash, for the redirect to its address (decision 206)',
  },
  'social_image_focal(news_stories)': {
    anon: true,
    why: "answers the media library's focal point of the social image a published, due story (not in the trash) shows, read again by the row's id; any story's for editors and admins meeting their two-factor rule, who read the library (decision 205)",
  },
  'front_for_edition(edition text)': {
    anon: true,
    why: "answers the edition's published front with only published, due stories and essays (its own filters are the public read policies; decision 178)",
  },
  'front_history(edition text)': {
    anon: false,
    why: "lists an edition's front versions with the name of who published each (never a user id); raises 42501 unless the caller is an editor or admin meeting their two-factor rule (decision 192)",
  },
  'front_preview(edition text, containers jsonb)': {
    anon: false,
    why: "answers the editor's unpublished front resolved as readers would see it, its draft rows always rolled back (nothing written); raises 42501 unless the caller is an editor or admin meeting their two-factor rule (decision 209)",
  },
  'compact_story_working_copy(story uuid, snapshot_base64 text, through_seq bigint)': {
    anon: false,
    why: "replaces a story's working-copy snapshot and deletes the updates it holds; raises 42501 unless the caller is an editor or admin meeting their two-factor rule (decision 174)",
  },
  'search_content(search_query text, category_names text[], published_from timestamp with time zone, published_before timestamp with time zone, result_limit integer, result_offset integer)':
    {
      anon: true,
      why: 'returns only published, due stories and essays (its own filters are the public read policy)',
    },
  'newsletter_confirm(token text)': {
    anon: true,
    why: "confirms only the subscriber whose HMAC token it is given (decision 150); answers 'confirmed' or 'invalid'",
  },
  'newsletter_subscription(token text)': {
    anon: true,
    why: "the token's own subscription only: status, choices, the address masked",
  },
  'newsletter_set_choices(token text, morning_edition boolean, breaking_alerts boolean)': {
    anon: true,
    why: "changes only the token's own confirmed subscription",
  },
  'newsletter_unsubscribe(token text)': {
    anon: true,
    why: "unsubscribes only the token's own subscriber (RFC 8058 one-click)",
  },
  'newsletter_admin_overview(max_sends integer)': {
    anon: false,
    why: 'counts and per-send totals only (no address); raises 42501 unless the caller is an admin meeting their two-factor rule',
  },
  // Web Push (decision 194): the endpoint and its auth secret prove the browser owns the subscription.
  'push_subscribe(endpoint text, p256dh text, auth text, topics text[])': {
    anon: true,
    why: 'adds a validated subscription or changes the topics of the one whose endpoint and auth secret it is given; request-limited per source',
  },
  'push_unsubscribe(endpoint text, auth text)': {
    anon: true,
    why: 'removes only the subscription whose endpoint and auth secret it is given',
  },
  'push_subscription_topics(endpoint text, auth text)': {
    anon: true,
    why: 'the topics of the subscription whose endpoint and auth secret it is given, nothing else',
  },
  'push_admin_overview(max_sends integer)': {
    anon: false,
    why: 'subscription counts and per-send totals only (no endpoint); raises 42501 unless the caller is an admin meeting their two-factor rule',
  },
  // Story alerts (decision 204): an editor's push to the subscriptions of the topics chosen.
  'send_story_alert(story uuid, topics text[], again boolean)': {
    anon: false,
    why: 'queues one push per subscription of the chosen topics for a published story and records it in the audit log; raises 42501 unless the caller is an editor or admin meeting their two-factor rule, 23505 for a second alert not asked for (decision 204)',
  },
  'story_alert_overview(story uuid)': {
    anon: false,
    why: "the story's suggested alert topics and its alerts' counts (no endpoint); raises 42501 unless the caller is an editor or admin meeting their two-factor rule",
  },
  'newsletter_queue_morning_edition(edition_day date)': {
    anon: false,
    why: "raises 42501 unless the caller is an admin meeting their two-factor rule (or the service role); queues London's today once; only the service role names a day",
  },
  'two_factor_satisfied()': {
    anon: false,
    why: 'tells the caller only whether their own session meets their own two-factor rule',
  },
  'invite_staff(invitee_email text, role_name text)': {
    anon: false,
    why: 'raises 42501 unless the caller is an admin meeting their two-factor rule; says only whether an address has an account',
  },
  'revoke_staff_invitation(invitation_id uuid)': {
    anon: false,
    why: 'raises 42501 unless the caller is an admin meeting their two-factor rule; ends only an invitation not yet accepted',
  },
  'breaking_alert_audience()': {
    anon: false,
    why: 'raises 42501 unless the caller is an editor or admin meeting their two-factor rule; a count only, no address',
  },
  'cancel_breaking_alert(item_id uuid)': {
    anon: false,
    why: 'raises 42501 unless the caller is an editor or admin meeting their two-factor rule; only moves a held alert to cancelled',
  },
  'two_factor_required_for_me()': {
    anon: false,
    why: 'tells the caller only whether one of their own roles requires two-factor',
  },
  'seconds_until_next_publication()': {
    anon: true,
    why: 'reveals only how long until the next scheduled item goes public, never the item',
  },
};

let db: Database;

beforeAll(async () => {
  db = await createSchemaDb();
}, 120_000);

afterAll(async () => {
  await db?.close();
});

async function names(sql: string): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(sql);
  return rows.map((row) => row.name).sort();
}

describe('security advisor (splinter-equivalent) on the migrated schema', () => {
  it('rls_disabled_in_public: every table in public has row-level security on', async () => {
    const found = await names(`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity`);
    expect(found).toEqual([]);
  });

  it('rls_enabled_no_policy: every table with RLS has at least one policy', async () => {
    const found = await names(`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relrowsecurity
         and not exists (select 1 from pg_policy p where p.polrelid = c.oid)`);
    expect(found).toEqual([]);
  });

  it('security_definer_view: views in public run with the caller’s rights (security_invoker)', async () => {
    const found = await names(`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'v'
         and not coalesce(c.reloptions, '{}') && array['security_invoker=true', 'security_invoker=on']`);
    expect(found).toEqual([]);
  });

  it('function_search_path_mutable: every function in public fixes search_path to empty', async () => {
    const found = await names(`
      select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and not coalesce(p.proconfig, '{}') && array['search_path=""']`);
    expect(found).toEqual([]);
  });

  it('trigger functions are not callable by the API roles (not reachable over /rest/v1/rpc)', async () => {
    const found = await names(`
      select distinct p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       cross join (values ('anon'), ('authenticated')) as r(role)
       where n.nspname = 'public' and p.prorettype = 'trigger'::regtype
         and has_function_privilege(r.role, p.oid, 'EXECUTE')`);
    expect(found).toEqual([]);
  });

  it('anon/authenticated_security_definer_function_executable: only reviewed RPCs', async () => {
    const { rows } = await db.query<{ name: string; anon: boolean; authenticated: boolean }>(`
      select p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as name,
             has_function_privilege('anon', p.oid, 'EXECUTE') as anon,
             has_function_privilege('authenticated', p.oid, 'EXECUTE') as authenticated
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.prosecdef and p.prorettype <> 'trigger'::regtype
         and (has_function_privilege('anon', p.oid, 'EXECUTE')
              or has_function_privilege('authenticated', p.oid, 'EXECUTE'))`);
    const exposed = Object.fromEntries(rows.map((row) => [row.name, { anon: row.anon }]));
    const reviewed = Object.fromEntries(
      Object.entries(REVIEWED_DEFINER_RPCS).map(([name, { anon }]) => [name, { anon }]),
    );
    expect(exposed).toEqual(reviewed);
  });

  it('public_bucket_allows_listing: no broad SELECT policy on a public bucket’s objects', async () => {
    const found = await names(`
      select b.id || ': ' || p.policyname as name
        from storage.buckets b
        join pg_policies p on p.schemaname = 'storage' and p.tablename = 'objects'
         and p.cmd in ('SELECT', 'ALL') and p.permissive = 'PERMISSIVE'
         and p.roles && array['public', 'anon', 'authenticated']::name[]
       where b.public
         and (p.qual is null
              or regexp_replace(lower(p.qual), '\\s', '', 'g') in ('true', '(true)')
              or regexp_replace(p.qual, '[\\s()]|::text', '', 'g') = 'bucket_id=''' || b.id || '''')`);
    expect(found).toEqual([]);
  });

  it('the API roles get nothing on public objects unless a migration grants it (hosted defaults)', async () => {
    await db.exec('create table public.forgot_to_grant (id int primary key)');
    try {
      const { rows } = await db.query<{ role: string; granted: boolean }>(`
        select r.role, has_table_privilege(r.role, 'public.forgot_to_grant', 'SELECT') as granted
          from (values ('anon'), ('authenticated'), ('service_role')) as r(role)`);
      expect(rows).toEqual([
        { role: 'anon', granted: false },
        { role: 'authenticated', granted: false },
        { role: 'service_role', granted: false },
      ]);
    } finally {
      await db.exec('drop table public.forgot_to_grant');
    }
  });
});
