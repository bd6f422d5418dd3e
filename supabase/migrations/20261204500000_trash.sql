-- The trash (issue 53 item 4, decision 195; docs/product/trash.md). Deleting a story, photo essay,
-- live post or advertisement through the API moves it to the trash for 30 days instead:
--
-- * A BEFORE DELETE trigger turns a delete by a signed-in user (an editor, or an admin for ads: the
--   delete policies still decide who) into `deleted_at = now()` and skips the row, so every
--   existing delete call keeps working and answers as before. The service role, the database owner
--   (migrations, tools, the purge job) and the purges below delete for real.
-- * A restrictive read policy hides trashed rows from every API read (readers, fronts through the
--   public functions, search, feeds, sitemaps, the lite edition, and the console's own lists);
--   staff see the trash through trashed_items(), restore with restore_trashed() and admins empty
--   one item with purge_trashed(). purge_expired_trash() empties what was trashed more than 30
--   days ago (the backend's worker locally; pg_cron on hosted Supabase, below).
-- * Who trashed a row (deleted_by) lives in private.trash_entries, which no API role reads.
-- * The content audit log records trashed, restored and purged (the purge job with no actor).
-- * story_gone(story) tells the shell server that a published story is in the trash: its page
--   answers 410 Gone instead of 404.

alter table public.news_stories add column deleted_at timestamptz;
alter table public.photo_essays add column deleted_at timestamptz;
alter table public.live_posts add column deleted_at timestamptz;
alter table public.advertisements add column deleted_at timestamptz;

comment on column public.news_stories.deleted_at is 'When the story went to the trash (decision 195); null: not trashed. Set by the database.';
comment on column public.photo_essays.deleted_at is 'When the essay went to the trash (decision 195); null: not trashed. Set by the database.';
comment on column public.live_posts.deleted_at is 'When the post went to the trash (decision 195); null: not trashed. Set by the database.';
comment on column public.advertisements.deleted_at is 'When the ad went to the trash (decision 195); null: not trashed. Set by the database.';

-- The trash list and the purge read only trashed rows.
create index news_stories_trashed_idx on public.news_stories (deleted_at) where deleted_at is not null;
create index photo_essays_trashed_idx on public.photo_essays (deleted_at) where deleted_at is not null;
create index live_posts_trashed_idx on public.live_posts (deleted_at) where deleted_at is not null;
create index advertisements_trashed_idx on public.advertisements (deleted_at) where deleted_at is not null;

create schema if not exists private;

create table private.trash_entries (
  table_name text not null,
  row_id uuid not null,
  deleted_by uuid references auth.users (id) on delete set null,
  deleted_at timestamptz not null default now(),
  primary key (table_name, row_id)
);

comment on table private.trash_entries is 'Who moved each trashed row to the trash (decision 195); read by no API role.';

revoke all on private.trash_entries from public, anon, authenticated, service_role;

-- The API never writes deleted_at itself: the trigger and the functions below do, as their owner.
-- Clients that send the column (an insert or update) are refused by the column check.
create or replace function private.deleted_at_is_the_databases()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (select auth.role()) in ('anon', 'authenticated')
     and coalesce(current_setting('private.trash_writing', true), '') <> 'on'
     and (case when tg_op = 'INSERT' then new.deleted_at is not null
               else new.deleted_at is distinct from old.deleted_at end) then
    raise exception 'Only the trash sets deleted_at: delete the row, or restore it with restore_trashed'
      using errcode = '42501';
  end if;
  return new;
end
$$;

create trigger a_deleted_at_guard before insert or update on public.news_stories
  for each row execute function private.deleted_at_is_the_databases();
create trigger a_deleted_at_guard before insert or update on public.photo_essays
  for each row execute function private.deleted_at_is_the_databases();
create trigger a_deleted_at_guard before insert or update on public.live_posts
  for each row execute function private.deleted_at_is_the_databases();
create trigger a_deleted_at_guard before insert or update on public.advertisements
  for each row execute function private.deleted_at_is_the_databases();

-- The trash's kinds as the console names them, and their tables.
create or replace function private.trash_table(kind text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case kind
    when 'story' then 'news_stories'
    when 'photo_essay' then 'photo_essays'
    when 'live_post' then 'live_posts'
    when 'ad' then 'advertisements'
  end
$$;

-- Runs as its owner: the update skips the caller's RLS (the row is about to leave their reads).
create or replace function private.trash_instead_of_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Real deletes: the service role, the owner (no claims), a purge, a row already in the trash.
  if coalesce((select auth.role()), '') not in ('anon', 'authenticated')
     or coalesce(current_setting('private.trash_purging', true), '') = 'on'
     or old.deleted_at is not null then
    return old;
  end if;
  perform set_config('private.trash_writing', 'on', true);
  execute format('update public.%I set deleted_at = now() where id = $1', tg_table_name) using old.id;
  perform set_config('private.trash_writing', 'off', true);
  insert into private.trash_entries (table_name, row_id, deleted_by, deleted_at)
  values (tg_table_name, old.id, (select auth.uid()), now())
  on conflict (table_name, row_id) do update set deleted_by = excluded.deleted_by, deleted_at = excluded.deleted_at;
  return null;
end
$$;

create trigger trash_instead_of_delete before delete on public.news_stories
  for each row execute function private.trash_instead_of_delete();
create trigger trash_instead_of_delete before delete on public.photo_essays
  for each row execute function private.trash_instead_of_delete();
create trigger trash_instead_of_delete before delete on public.live_posts
  for each row execute function private.trash_instead_of_delete();
create trigger trash_instead_of_delete before delete on public.advertisements
  for each row execute function private.trash_instead_of_delete();

-- Trashed rows leave every API read. Restrictive: it narrows the tables' other read policies.
create policy "Trashed rows are out of every read" on public.news_stories
  as restrictive for select to anon, authenticated using (deleted_at is null);
create policy "Trashed rows are out of every read" on public.photo_essays
  as restrictive for select to anon, authenticated using (deleted_at is null);
create policy "Trashed rows are out of every read" on public.live_posts
  as restrictive for select to anon, authenticated using (deleted_at is null);
create policy "Trashed rows are out of every read" on public.advertisements
  as restrictive for select to anon, authenticated using (deleted_at is null);

-- Going to or leaving the trash is no edit: no new version (an open form keeps saving), no revision.
create or replace function public.guard_edit_version()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  not_content constant text[] :=
    array['version', 'is_featured', 'updated_at', 'created_at', 'excerpt', 'search_vector', 'first_published_at',
          'workflow_status', 'deleted_at'];
begin
  if tg_op = 'INSERT' then
    new.version := 1;
    return new;
  end if;
  if new.version is distinct from old.version then
    raise exception 'This % was changed by someone else since you opened it.', tg_argv[0]
      using errcode = 'PT409',
            detail = format('You edited version %s; the saved version is now %s.', new.version, old.version),
            hint = 'edit_conflict';
  end if;
  if (to_jsonb(new) - not_content) is distinct from (to_jsonb(old) - not_content) then
    new.version := old.version + 1;
  end if;
  return new;
end
$$;

-- The purge trigger's public branch follows the read policies (20261203130000_ad_campaigns.sql):
-- a trashed row is not public, so trashing purges its pages and lists, and restoring does again.
create or replace function public.content_row_is_public(table_name text, content_row jsonb)
returns boolean
language sql
stable
set search_path = ''
as $$
  select case
    when content_row is null then false
    when content_row ->> 'deleted_at' is not null then false
    when table_name in ('news_stories', 'photo_essays') then
      content_row ->> 'status' = 'published' and (content_row ->> 'published_at')::timestamptz <= now()
    when table_name = 'advertisements' then
      public.advertisement_is_showing((content_row ->> 'is_active')::boolean,
        (content_row ->> 'starts_at')::timestamptz, (content_row ->> 'ends_at')::timestamptz)
    when table_name in ('live_feeds', 'sports_categories') then
      coalesce((content_row ->> 'is_active')::boolean, false)
    else true
  end
$$;

revoke execute on function public.content_row_is_public(text, jsonb) from public, anon, authenticated;

-- The audit log ---------------------------------------------------------------------------------

alter table public.content_audit_log drop constraint content_audit_log_action_check;
alter table public.content_audit_log add constraint content_audit_log_action_check check (action in (
  'created', 'changed', 'published', 'unpublished', 'deleted', 'trashed', 'restored', 'purged'
));

-- As 20261126120000_content_audit_log.sql, and: deleted_at set or cleared is 'trashed' or
-- 'restored'; a trashed row deleted is 'purged', recorded even for the purge job (no actor).
create or replace function public.content_audit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  old_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  new_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  changed text[] := '{}';
  was_public boolean;
  is_public boolean;
  purged boolean := tg_op = 'DELETE' and old_row ->> 'deleted_at' is not null;
  verb text;
begin
  -- No request claims: the database owner's own work (migrations, seed, bulk loads), but a purge.
  if (select auth.role()) is null and not purged then
    return null;
  end if;
  if tg_op = 'INSERT' then
    verb := 'created';
  elsif purged then
    verb := 'purged';
  elsif tg_op = 'DELETE' then
    verb := 'deleted';
  elsif (old_row ->> 'deleted_at') is distinct from (new_row ->> 'deleted_at') then
    verb := case when new_row ->> 'deleted_at' is null then 'restored' else 'trashed' end;
  else
    -- Bookkeeping columns (timestamps, edit version, generated text, event view counter) are no edit.
    select coalesce(array_agg(n.key order by n.key), '{}') into changed
      from jsonb_each(new_row) n
     where n.key <> all (array['updated_at', 'version', 'search_vector', 'excerpt', 'view_count'])
       and n.value is distinct from old_row -> n.key;
    if cardinality(changed) = 0 then
      return null;
    end if;
    was_public := public.content_audit_is_public(tg_table_name, old_row);
    is_public := public.content_audit_is_public(tg_table_name, new_row);
    verb := case
      when was_public is distinct from is_public and is_public then 'published'
      when was_public is distinct from is_public then 'unpublished'
      else 'changed'
    end;
  end if;
  insert into public.content_audit_log (table_name, row_id, action, title, changed_columns, actor_user_id, actor_email)
  values (
    tg_table_name,
    (coalesce(new_row, old_row) ->> 'id')::uuid,
    verb,
    coalesce(new_row, old_row) ->> 'title',
    changed,
    actor,
    (select u.email::text from auth.users u where u.id = actor)
  );
  return null;
end
$$;

revoke execute on function public.content_audit() from public, anon, authenticated;

-- Staff's trash ----------------------------------------------------------------------------------

-- Who may trash, restore and see a kind: editors and admins; ads are admins' (as their policies).
create or replace function private.may_handle_trash(kind text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.two_factor_satisfied()
     and case when kind = 'ad' then public.is_admin() else public.is_editor() end
$$;

create or replace function public.trashed_items()
returns table (
  kind text,
  id uuid,
  title text,
  workflow_status text,
  deleted_at timestamptz,
  deleted_by_name text,
  purge_after timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.may_handle_trash('story') then
    raise exception 'Only editors and admins see the trash' using errcode = '42501';
  end if;
  return query
    with items as (
      select 'story'::text as kind, s.id, s.title, s.workflow_status::text as workflow_status, s.deleted_at
        from public.news_stories s where s.deleted_at is not null
      union all
      select 'photo_essay', e.id, e.title, e.status::text, e.deleted_at
        from public.photo_essays e where e.deleted_at is not null
      union all
      select 'live_post', p.id, coalesce(nullif(btrim(p.title), ''), left(p.body, 80)), null, p.deleted_at
        from public.live_posts p where p.deleted_at is not null
      union all
      select 'ad', a.id, a.title, null, a.deleted_at
        from public.advertisements a where a.deleted_at is not null and public.is_admin()
    )
    select i.kind, i.id, i.title, i.workflow_status, i.deleted_at,
           (select coalesce(nullif(btrim(u.raw_user_meta_data ->> 'full_name'), ''), split_part(u.email, '@', 1))::text
              from private.trash_entries t join auth.users u on u.id = t.deleted_by
             where t.table_name = private.trash_table(i.kind) and t.row_id = i.id),
           i.deleted_at + interval '30 days'
      from items i
     order by i.deleted_at desc, i.id;
end
$$;

comment on function public.trashed_items() is
  'The trash (decision 195): trashed stories, essays and live posts for editors and admins, ads for admins too, newest first, with who trashed each and when it is purged.';

create or replace function public.restore_trashed(kind text, id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target text := private.trash_table(kind);
  restored integer;
begin
  if not private.may_handle_trash(kind) then
    raise exception 'Only editors and admins restore from the trash (ads: admins)' using errcode = '42501';
  end if;
  if target is null then
    raise exception 'Unknown kind %', kind using errcode = '22023';
  end if;
  perform set_config('private.trash_writing', 'on', true);
  execute format('update public.%I set deleted_at = null where id = $1 and deleted_at is not null', target)
    using restore_trashed.id;
  get diagnostics restored = row_count;
  perform set_config('private.trash_writing', 'off', true);
  if restored = 0 then
    raise exception 'This item is not in the trash' using errcode = 'P0002';
  end if;
  delete from private.trash_entries t where t.table_name = target and t.row_id = restore_trashed.id;
end
$$;

comment on function public.restore_trashed(text, uuid) is
  'Takes one item out of the trash exactly as it was (decision 195); editors and admins, ads admins only.';

-- Deletes trashed rows of one table for real (a story's live posts go with it, by its cascade).
create or replace function private.purge_trash_rows(target text, ids uuid[])
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  purged integer;
begin
  perform set_config('private.trash_purging', 'on', true);
  execute format('delete from public.%I where id = any ($1) and deleted_at is not null', target) using ids;
  get diagnostics purged = row_count;
  perform set_config('private.trash_purging', 'off', true);
  delete from private.trash_entries t where t.table_name = target and t.row_id = any (ids);
  return purged;
end
$$;

create or replace function public.purge_trashed(kind text, id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target text := private.trash_table(kind);
begin
  if not (public.is_admin() and public.two_factor_satisfied()) then
    raise exception 'Only an admin deletes from the trash for good' using errcode = '42501';
  end if;
  if target is null then
    raise exception 'Unknown kind %', kind using errcode = '22023';
  end if;
  if private.purge_trash_rows(target, array[purge_trashed.id]) = 0 then
    raise exception 'This item is not in the trash' using errcode = 'P0002';
  end if;
end
$$;

comment on function public.purge_trashed(text, uuid) is
  'Deletes one trashed item for good (decision 195); admins only.';

-- The scheduled job: everything trashed more than 30 days ago. Answers how many rows went.
create or replace function public.purge_expired_trash()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  cutoff timestamptz := now() - interval '30 days';
  total integer := 0;
begin
  total := total + private.purge_trash_rows('live_posts',
    array(select p.id from public.live_posts p where p.deleted_at < cutoff));
  total := total + private.purge_trash_rows('news_stories',
    array(select s.id from public.news_stories s where s.deleted_at < cutoff));
  total := total + private.purge_trash_rows('photo_essays',
    array(select e.id from public.photo_essays e where e.deleted_at < cutoff));
  total := total + private.purge_trash_rows('advertisements',
    array(select a.id from public.advertisements a where a.deleted_at < cutoff));
  return total;
end
$$;

comment on function public.purge_expired_trash() is
  'Deletes for good whatever has been in the trash more than 30 days (decision 195); the service role and the scheduled job.';

-- Readers: a published story in the trash is gone (410), not unknown (404) -------------------------

create or replace function public.story_gone(story uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.news_stories s
     where s.id = story and s.deleted_at is not null and s.status = 'published' and s.published_at <= s.deleted_at
  )
$$;

comment on function public.story_gone(uuid) is
  'Whether a story readers could read is in the trash, for its page''s 410 Gone (decision 195); nothing else about it.';

-- Search and fronts run as their owner: they leave trashed rows out themselves ---------------------

create or replace function public.search_content(
  search_query text,
  category_names text[] default null,
  published_from timestamptz default null,
  published_before timestamptz default null,
  result_limit integer default 20,
  result_offset integer default 0
)
returns table (
  kind text,
  id uuid,
  title text,
  snippet text,
  category text,
  author text,
  image_url text,
  image_alt text,
  published_at timestamptz,
  rank real,
  total_count bigint
)
language sql
stable
security definer
set search_path = ''
as $$
  with query as (
    select websearch_to_tsquery('english'::regconfig, left(coalesce(search_query, ''), 500)) as tsq,
           -- Emoji and pictographs: the text-search parser reads them as spaces.
           private.emoji_of(left(coalesce(search_query, ''), 500)) as symbols
  ),
  tagged as (
    select st.story_id, 0.4::real as rank
      from public.tags t
      join public.story_tags st on st.tag_id = t.id, query
     where to_tsvector('english'::regconfig, t.name) @@ query.tsq
  ),
  story_hits as (
    select s.id, max(r) as rank from (
      select s.id, ts_rank(s.search_vector, query.tsq) as r
        from public.news_stories s, query where s.search_vector @@ query.tsq
      union all
      select tagged.story_id, tagged.rank from tagged
      union all
      select s.id, 0.5::real + case when numnode(query.tsq) > 0 then ts_rank(s.search_vector, query.tsq) else 0 end
        from public.news_stories s, query
       where cardinality(query.symbols) > 0
         and (numnode(query.tsq) = 0 or s.search_vector @@ query.tsq)
         and private.emoji_of(coalesce(s.title, '') || ' ' || coalesce(s.summary, '')) @> query.symbols
    ) s group by s.id
  ),
  matches as (
    select 'story'::text as kind, s.id, s.published_at, h.rank
      from story_hits h join public.news_stories s on s.id = h.id
     where s.status = 'published' and s.published_at <= now() and s.deleted_at is null
       and (category_names is null or s.category = any (category_names))
       and (published_from is null or s.published_at >= published_from)
       and (published_before is null or s.published_at < published_before)
    union all
    select 'essay'::text, e.id, e.published_at, ts_rank(e.search_vector, query.tsq)
      from public.photo_essays e, query
     where e.search_vector @@ query.tsq
       and category_names is null
       and e.status = 'published' and e.published_at <= now() and e.deleted_at is null
       and (published_from is null or e.published_at >= published_from)
       and (published_before is null or e.published_at < published_before)
  ),
  page as (
    select matches.*, count(*) over () as total_count
      from matches
     order by matches.rank desc, matches.published_at desc, matches.id
     limit least(greatest(coalesce(result_limit, 20), 1), 50)
    offset least(greatest(coalesce(result_offset, 0), 0), 10000)
  )
  select page.kind, page.id,
         ts_headline('english'::regconfig, coalesce(s.title, e.title), query.tsq,
           'HighlightAll=true, StartSel=' || chr(57344) || ', StopSel=' || chr(57345)),
         ts_headline('english'::regconfig, coalesce(s.summary, e.caption), query.tsq,
           'MaxWords=35, MinWords=15, MaxFragments=2, FragmentDelimiter=" … ", StartSel='
           || chr(57344) || ', StopSel=' || chr(57345)),
         s.category, coalesce(s.author, e.photographer), coalesce(s.image_url, e.image_url),
         coalesce(s.image_alt, e.image_alt), page.published_at, page.rank, page.total_count
    from page
   cross join query
    left join public.news_stories s on page.kind = 'story' and s.id = page.id
    left join public.photo_essays e on page.kind = 'essay' and e.id = page.id
   order by page.rank desc, page.published_at desc, page.id;
$$;

revoke execute on function public.search_content(text, text[], timestamptz, timestamptz, integer, integer) from public;
grant execute on function public.search_content(text, text[], timestamptz, timestamptz, integer, integer)
  to anon, authenticated, service_role;

-- As 20261202120100_front_for_edition.sql, with trashed stories left out of every container.
create or replace function private.front_container_story_ids(c public.front_containers, shown uuid[])
returns uuid[]
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if c.kind = 'curated' then
    return array(
      select k.story_id from public.front_cards k join public.news_stories s on s.id = k.story_id
       where k.container_id = c.id and s.status = 'published' and s.published_at <= now() and s.deleted_at is null
         and k.story_id <> all (shown)
       order by k.position limit c.card_limit);
  end if;
  return case c.rule
    -- The home page's lead: among the 10 newest, the featured one with a summary, else the newest
    -- with one (shared/src/model/homeStories.ts selectHomeStories).
    when 'featured' then array(
      select t.id from (
        select s.id, s.is_featured, s.excerpt, s.published_at, s.created_at from public.news_stories s
         where s.status = 'published' and s.published_at <= now() and s.deleted_at is null and s.id <> all (shown)
         order by s.published_at desc nulls last, s.created_at desc limit 10) t
       where btrim(t.excerpt) <> ''
       order by t.is_featured desc, t.published_at desc nulls last, t.created_at desc limit 1)
    when 'latest' then array(
      select s.id from public.news_stories s
       where s.status = 'published' and s.published_at <= now() and s.deleted_at is null and s.id <> all (shown)
       order by s.published_at desc nulls last, s.created_at desc limit c.card_limit)
    when 'category' then array(
      select s.id from public.news_stories s
       where s.status = 'published' and s.published_at <= now() and s.deleted_at is null
         and s.category = c.rule_value and s.id <> all (shown)
       order by s.published_at desc nulls last, s.created_at desc limit c.card_limit)
    when 'topic' then array(
      select s.id from public.tags g join public.story_tags st on st.tag_id = g.id
        join public.news_stories s on s.id = st.story_id
       where g.slug = c.rule_value and s.status = 'published' and s.published_at <= now() and s.deleted_at is null
         and s.id <> all (shown)
       order by s.published_at desc nulls last, s.created_at desc limit c.card_limit)
    when 'most-read' then array(
      select v.story_id from public.story_views v join public.news_stories s on s.id = v.story_id
       where v.created_at > now() - interval '24 hours' and s.status = 'published' and s.published_at <= now()
         and s.deleted_at is null and v.story_id <> all (shown)
       group by v.story_id order by count(*) desc, max(v.created_at) desc limit c.card_limit)
    when 'live-blogs' then array(
      select s.id from public.news_stories s
       where s.status = 'published' and s.published_at <= now() and s.deleted_at is null and s.live_state = 'live'
         and s.id <> all (shown)
       order by s.published_at desc nulls last, s.created_at desc limit c.card_limit)
    else '{}'::uuid[]
  end;
end
$$;

revoke all on function private.front_container_story_ids(public.front_containers, uuid[]) from public, anon, authenticated;

-- Grants ------------------------------------------------------------------------------------------

revoke all on function private.deleted_at_is_the_databases(), private.trash_table(text),
  private.trash_instead_of_delete(), private.may_handle_trash(text), private.purge_trash_rows(text, uuid[])
  from public, anon, authenticated, service_role;

revoke all on function public.trashed_items(), public.restore_trashed(text, uuid), public.purge_trashed(text, uuid)
  from public, anon;
grant execute on function public.trashed_items(), public.restore_trashed(text, uuid), public.purge_trashed(text, uuid)
  to authenticated, service_role;

revoke all on function public.purge_expired_trash() from public, anon, authenticated;
grant execute on function public.purge_expired_trash() to service_role;

revoke all on function public.story_gone(uuid) from public;
grant execute on function public.story_gone(uuid) to anon, authenticated, service_role;

-- Hosted Supabase: pg_cron empties the trash nightly where the extension can be had. Locally (and
-- wherever pg_cron is missing) the backend's worker calls purge_expired_trash() (backend/src/trash).
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    begin
      create extension if not exists pg_cron;
      perform cron.schedule('purge-expired-trash', '17 3 * * *', 'select public.purge_expired_trash()');
    exception when others then
      raise notice 'pg_cron unavailable (%): the trash is emptied by the backend worker instead', sqlerrm;
    end;
  end if;
end
$$;
