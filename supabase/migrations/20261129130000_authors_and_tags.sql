-- Authors and topic tags (issue 31, items 3-4; decision 152, docs/product/authors-and-topics.md).
-- 1. authors: who signs the work (/author/{slug}); story_authors: a story's bylines in order. The
--    free-text news_stories.author stays filled for other teams' readers: a trigger writes
--    "A", "A and B" or "A, B and C" whenever a story's authors change.
-- 2. tags and story_tags: finer than the fixed category (/topic/{slug}). A tag name is trimmed
--    and its runs of spaces collapsed before the checks: 1 to 60 characters, never blank.
-- 3. set_story_credits(): the editor replaces a story's authors and tags in one transaction,
--    creating the tags it names that do not exist yet.
-- 4. Reads for the pages: author_stories(), topic_stories(), related_stories(), credit_pages()
--    (the sitemap's), computed fields
--    news_stories.credits and news_stories.topics (the byline's links and the story's tags).
-- 5. Search also matches tag names.
-- 6. Cached pages: a change of a story's authors or tags, or of an author or tag itself, purges
--    the pages that show them (20261125120000_page_purges.sql).
-- RLS: anyone reads authors and tags, and the credits of stories they may read; editors and
-- admins write them; nobody else does.

-- 1 -----------------------------------------------------------------------------------------------
create or replace function public.http_urls_only(urls text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(bool_and(u ~* '^https?://[^[:space:]<>"]+$' and char_length(u) <= 500), true)
    from unnest(urls) u
$$;

create table public.authors (
  id uuid primary key default gen_random_uuid(),
  name text not null
    constraint authors_name_length check (name = btrim(name) and char_length(name) between 1 and 100),
  slug text not null
    constraint authors_slug_unique unique
    constraint authors_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 80),
  bio text not null default '' constraint authors_bio_length check (char_length(bio) <= 600),
  photo_url text constraint authors_photo_url_http check (public.http_urls_only(array[photo_url])),
  role_title text not null default '' constraint authors_role_title_length check (char_length(role_title) <= 80),
  links text[] not null default '{}'
    constraint authors_links_http check (public.http_urls_only(links) and cardinality(links) <= 5),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.authors is 'Journalists who sign stories; /author/{slug} lists their published stories.';
comment on column public.authors.links is 'Optional profile links (http or https addresses), at most 5.';

create trigger authors_set_updated_at before update on public.authors
  for each row execute function public.set_updated_at();

create table public.story_authors (
  story_id uuid not null references public.news_stories (id) on delete cascade,
  -- An author who signed stories cannot be deleted: their bylines would vanish.
  author_id uuid not null references public.authors (id) on delete restrict,
  position smallint not null constraint story_authors_position_range check (position between 0 and 9),
  primary key (story_id, author_id),
  constraint story_authors_position_unique unique (story_id, position)
);

comment on table public.story_authors is 'A story''s bylines, first author at position 0.';

create index story_authors_author_idx on public.story_authors (author_id);

-- The byline as readers read it: "A", "A and B", "A, B and C".
create or replace function public.byline_of(story uuid)
returns text
language sql
stable
set search_path = ''
as $$
  with names as (
    select a.name, row_number() over (order by sa.position) as n, count(*) over () as total
      from public.story_authors sa join public.authors a on a.id = sa.author_id
     where sa.story_id = story
  )
  select case when max(total) = 1 then max(name)
    else string_agg(name, ', ' order by n) filter (where n < total) || ' and ' || max(name) filter (where n = total)
  end
  from names
$$;

-- Keeps news_stories.author equal to the byline. A story left without authors keeps its text.
-- Statement-level: a save that replaces several rows writes the story once, and not at all when
-- the editor already saved the same text (no new edit version).
create or replace function public.story_authors_fill_byline()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.news_stories s
     set author = public.byline_of(s.id)
   where s.id in (select story_id from changed_rows)
     and public.byline_of(s.id) is not null
     and s.author is distinct from public.byline_of(s.id);
  return null;
end
$$;

revoke execute on function public.story_authors_fill_byline() from public, anon, authenticated;

create trigger story_authors_byline_insert after insert on public.story_authors
  referencing new table as changed_rows
  for each statement execute function public.story_authors_fill_byline();
create trigger story_authors_byline_update after update on public.story_authors
  referencing new table as changed_rows
  for each statement execute function public.story_authors_fill_byline();

-- An author's new name reaches every byline of theirs.
create or replace function public.authors_refresh_bylines()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.name is distinct from old.name then
    update public.news_stories s set author = public.byline_of(s.id)
     where s.id in (select story_id from public.story_authors where author_id = new.id)
       and s.author is distinct from public.byline_of(s.id);
  end if;
  return null;
end
$$;

revoke execute on function public.authors_refresh_bylines() from public, anon, authenticated;

create trigger authors_refresh_bylines after update of name on public.authors
  for each row execute function public.authors_refresh_bylines();

-- 2 -----------------------------------------------------------------------------------------------
-- A slug from a name: lower-case letters and digits joined by hyphens; a name without any (e.g.
-- only non-Latin letters) gets a stable hash.
create or replace function public.slugify(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    nullif(left(btrim(regexp_replace(lower(value), '[^a-z0-9]+', '-', 'g'), '-'), 80), ''),
    'tag-' || left(md5(value), 10)
  )
$$;

create table public.tags (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint tags_name_length check (char_length(name) between 1 and 60),
  slug text not null
    constraint tags_slug_unique unique
    constraint tags_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 80),
  created_at timestamptz not null default now()
);

comment on table public.tags is 'Topic tags; /topic/{slug} lists their published stories.';

-- Prefix suggestions in the editor (name ilike 'ele%').
create index tags_name_prefix_idx on public.tags (lower(name) text_pattern_ops);
create index tags_name_search_idx on public.tags using gin (to_tsvector('english'::regconfig, name));

-- Trimmed, inner spaces collapsed, the slug from the name when none is given.
create or replace function public.tags_normalize()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.name := regexp_replace(btrim(new.name, E' \t\r\n'), '[[:space:]]+', ' ', 'g');
  if new.slug is null or tg_op = 'UPDATE' and new.name is distinct from old.name and new.slug = old.slug then
    new.slug := public.slugify(new.name);
  end if;
  return new;
end
$$;

revoke execute on function public.tags_normalize() from public, anon, authenticated;

create trigger tags_normalize before insert or update on public.tags
  for each row execute function public.tags_normalize();

create table public.story_tags (
  story_id uuid not null references public.news_stories (id) on delete cascade,
  tag_id uuid not null references public.tags (id) on delete cascade,
  primary key (story_id, tag_id)
);

comment on table public.story_tags is 'A story''s topic tags.';

create index story_tags_tag_idx on public.story_tags (tag_id);

-- At most 10 tags on a story: a topic list, not a keyword dump.
create or replace function public.story_tags_limit()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (select count(*) from public.story_tags where story_id in (select story_id from changed_rows) group by story_id
      order by 1 desc limit 1) > 10 then
    raise exception 'A story has at most 10 tags.' using errcode = '23514';
  end if;
  return null;
end
$$;

revoke execute on function public.story_tags_limit() from public, anon, authenticated;

create trigger story_tags_limit after insert on public.story_tags
  referencing new table as changed_rows
  for each statement execute function public.story_tags_limit();

-- RLS ---------------------------------------------------------------------------------------------
alter table public.authors enable row level security;
alter table public.story_authors enable row level security;
alter table public.tags enable row level security;
alter table public.story_tags enable row level security;

create policy "Authors are public" on public.authors for select to anon, authenticated using (true);
create policy "Editors add authors" on public.authors
  for insert to authenticated with check ((select public.is_editor()));
create policy "Editors edit authors" on public.authors
  for update to authenticated using ((select public.is_editor())) with check ((select public.is_editor()));
create policy "Editors delete authors" on public.authors
  for delete to authenticated using ((select public.is_editor()));

create policy "Tags are public" on public.tags for select to anon, authenticated using (true);
create policy "Editors add tags" on public.tags
  for insert to authenticated with check ((select public.is_editor()));
create policy "Editors edit tags" on public.tags
  for update to authenticated using ((select public.is_editor())) with check ((select public.is_editor()));
create policy "Editors delete tags" on public.tags
  for delete to authenticated using ((select public.is_editor()));

-- Credits are as visible as their story (news_stories' own policies, as the caller).
create policy "Credits of readable stories are public" on public.story_authors
  for select to anon, authenticated
  using (exists (select 1 from public.news_stories s where s.id = story_id));
create policy "Editors write credits" on public.story_authors
  for all to authenticated using ((select public.is_editor())) with check ((select public.is_editor()));

create policy "Tags of readable stories are public" on public.story_tags
  for select to anon, authenticated
  using (exists (select 1 from public.news_stories s where s.id = story_id));
create policy "Editors write story tags" on public.story_tags
  for all to authenticated using ((select public.is_editor())) with check ((select public.is_editor()));

revoke all on table public.authors, public.story_authors, public.tags, public.story_tags from anon, authenticated;
grant select on table public.authors, public.story_authors, public.tags, public.story_tags to anon;
grant select, insert, update, delete on table public.authors, public.story_authors, public.tags, public.story_tags
  to authenticated;
grant select, insert, update, delete on table public.authors, public.story_authors, public.tags, public.story_tags
  to service_role;

revoke execute on function public.byline_of(uuid), public.slugify(text), public.http_urls_only(text[]) from public;
grant execute on function public.byline_of(uuid), public.slugify(text), public.http_urls_only(text[])
  to anon, authenticated, service_role;

-- 3 -----------------------------------------------------------------------------------------------
-- Runs as the caller: RLS decides (editors only). Authors keep the order given; tags are found by
-- slug or created. Unknown author ids fail the foreign key, whole.
create or replace function public.set_story_credits(story uuid, author_ids uuid[], tag_names text[])
returns void
language plpgsql
set search_path = ''
as $$
begin
  if not (select public.is_editor()) then
    raise exception 'Only editors can change a story''s authors and tags.' using errcode = '42501';
  end if;
  if cardinality(author_ids) > 10 or cardinality(tag_names) > 10 then
    raise exception 'A story has at most 10 authors and 10 tags.' using errcode = '23514';
  end if;
  delete from public.story_authors where story_id = story;
  insert into public.story_authors (story_id, author_id, position)
  select story, a.id, (a.n - 1)::smallint
    from unnest(author_ids) with ordinality as a(id, n);
  insert into public.tags (name)
  select t from unnest(tag_names) t
   where not exists (
     select 1 from public.tags x
      where x.slug = public.slugify(regexp_replace(btrim(t, E' \t\r\n'), '[[:space:]]+', ' ', 'g'))
   )
  on conflict (slug) do nothing;
  delete from public.story_tags where story_id = story;
  insert into public.story_tags (story_id, tag_id)
  select distinct story, x.id from unnest(tag_names) t
    join public.tags x on x.slug = public.slugify(regexp_replace(btrim(t, E' \t\r\n'), '[[:space:]]+', ' ', 'g'));
end
$$;

comment on function public.set_story_credits(uuid, uuid[], text[]) is
  'Editors: replace a story''s authors (in byline order) and tags (created when new) at once.';

revoke execute on function public.set_story_credits(uuid, uuid[], text[]) from public, anon;
grant execute on function public.set_story_credits(uuid, uuid[], text[]) to authenticated, service_role;

-- 4 -----------------------------------------------------------------------------------------------
-- Rows of news_stories, as the caller may read them: the pages add the published, due filter,
-- order and page through PostgREST.
create or replace function public.author_stories(author_slug text)
returns setof public.news_stories
language sql
stable
set search_path = ''
as $$
  select s.* from public.news_stories s
    join public.story_authors sa on sa.story_id = s.id
    join public.authors a on a.id = sa.author_id
   where a.slug = author_slug
$$;

create or replace function public.topic_stories(topic_slug text)
returns setof public.news_stories
language sql
stable
set search_path = ''
as $$
  select s.* from public.news_stories s
    join public.story_tags st on st.story_id = s.id
    join public.tags t on t.id = st.tag_id
   where t.slug = topic_slug
$$;

-- Related stories: others sharing the most tags first, then the same category; newest first.
-- Two bounded reads, so that no plan reads news_stories whole (the archive's plan check): the
-- stories sharing a tag (through story_tags' indexes), and the category's newest through the
-- category pages' partial index; 2n of those cover the up to n already chosen by tag.
create or replace function public.related_stories(story uuid, result_limit integer default 3)
returns setof public.news_stories
language sql
stable
set search_path = ''
as $$
  with subject as (select s.id, s.category from public.news_stories s where s.id = story),
  bounded as (select least(greatest(coalesce(result_limit, 3), 1), 12) as n),
  by_tag as (
    select st.story_id, count(*) as shared
      from public.story_tags mine
      join public.story_tags st on st.tag_id = mine.tag_id and st.story_id <> story
     where mine.story_id = story
     group by st.story_id
  ),
  tagged as (
    select s.id, b.shared, s.published_at, s.created_at
      from by_tag b join public.news_stories s on s.id = b.story_id
     where s.status = 'published' and s.published_at <= now()
     order by b.shared desc, s.published_at desc nulls last, s.created_at desc
     limit (select n from bounded)
  ),
  same_category as (
    select s.id, 0::bigint as shared, s.published_at, s.created_at
      from public.news_stories s cross join subject
     where s.status = 'published' and s.category = subject.category
       and s.published_at <= now() and s.id <> subject.id
     order by s.published_at desc nulls last, s.created_at desc
     limit (select 2 * n from bounded)
  ),
  chosen as (
    select distinct on (c.id) c.id, c.shared, c.published_at, c.created_at
      from (select * from tagged union all select * from same_category) c
     order by c.id, c.shared desc
  )
  select s.* from chosen c join public.news_stories s on s.id = c.id
   order by c.shared desc, c.published_at desc nulls last, c.created_at desc
   limit (select n from bounded)
$$;

-- Computed fields: a story's authors (byline order) and tags, as the caller may read them.
create or replace function public.credits(public.news_stories)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('id', a.id, 'name', a.name, 'slug', a.slug) order by sa.position), '[]')
    from public.story_authors sa join public.authors a on a.id = sa.author_id
   where sa.story_id = ($1).id
$$;

create or replace function public.topics(public.news_stories)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('id', t.id, 'name', t.name, 'slug', t.slug) order by t.name), '[]')
    from public.story_tags st join public.tags t on t.id = st.tag_id
   where st.story_id = ($1).id
$$;

comment on function public.credits(public.news_stories) is
  'Computed field news_stories.credits: the story''s authors [{id, name, slug}] in byline order.';
comment on function public.topics(public.news_stories) is
  'Computed field news_stories.topics: the story''s tags [{id, name, slug}] by name.';

revoke execute on function public.author_stories(text), public.topic_stories(text),
  public.related_stories(uuid, integer), public.credits(public.news_stories), public.topics(public.news_stories)
  from public;
grant execute on function public.author_stories(text), public.topic_stories(text),
  public.related_stories(uuid, integer), public.credits(public.news_stories), public.topics(public.news_stories)
  to anon, authenticated, service_role;

-- The author and topic pages a sitemap lists: those with a published, due story, with the time of
-- their newest one. Bounded (500 of each: one API page of at most 1,000 rows).
create or replace function public.credit_pages()
returns table (kind text, slug text, last_modified timestamptz)
language sql
stable
set search_path = ''
as $$
  (select 'author'::text, a.slug, max(coalesce(s.updated_at, s.published_at))
     from public.authors a
     join public.story_authors sa on sa.author_id = a.id
     join public.news_stories s on s.id = sa.story_id
    where s.status = 'published' and s.published_at <= now()
    group by a.slug order by a.slug limit 500)
  union all
  (select 'topic'::text, t.slug, max(coalesce(s.updated_at, s.published_at))
     from public.tags t
     join public.story_tags st on st.tag_id = t.id
     join public.news_stories s on s.id = st.story_id
    where s.status = 'published' and s.published_at <= now()
    group by t.slug order by t.slug limit 500)
$$;

comment on function public.credit_pages() is 'Author and topic pages with published stories, for the sitemap.';

revoke execute on function public.credit_pages() from public;
grant execute on function public.credit_pages() to anon, authenticated, service_role;

-- 5 -----------------------------------------------------------------------------------------------
-- Same as 20261125100000's, with stories whose tag names match (ranked as their byline and
-- category, weight B) added to the text matches.
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
    select websearch_to_tsquery('english'::regconfig, left(coalesce(search_query, ''), 500)) as tsq
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
    ) s group by s.id
  ),
  matches as (
    select 'story'::text as kind, s.id, s.published_at, h.rank
      from story_hits h join public.news_stories s on s.id = h.id
     where s.status = 'published' and s.published_at <= now()
       and (category_names is null or s.category = any (category_names))
       and (published_from is null or s.published_at >= published_from)
       and (published_before is null or s.published_at < published_before)
    union all
    select 'essay'::text, e.id, e.published_at, ts_rank(e.search_vector, query.tsq)
      from public.photo_essays e, query
     where e.search_vector @@ query.tsq
       and category_names is null
       and e.status = 'published' and e.published_at <= now()
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

-- 6 -----------------------------------------------------------------------------------------------
-- Pages name the author's and tag's row (row:<id>) and each story's (row:<story id>): a story
-- joining or leaving an author or topic purges both; an author's or tag's own edit purges theirs.
create or replace function public.credits_purge_pages()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  credit jsonb := to_jsonb(coalesce(new, old));
  story uuid := (credit ->> 'story_id')::uuid;
begin
  if not exists (
    select 1 from public.news_stories s where s.id = story and s.status = 'published' and s.published_at <= now()
  ) then
    return null;
  end if;
  insert into public.page_purges (keys)
  values (array['row:' || story, 'row:' || coalesce(credit ->> 'author_id', credit ->> 'tag_id')]);
  delete from public.page_purges where created_at < now() - interval '10 minutes';
  return null;
end
$$;

revoke execute on function public.credits_purge_pages() from public, anon, authenticated;

create trigger story_authors_purge_pages after insert or update or delete on public.story_authors
  for each row execute function public.credits_purge_pages();
create trigger story_tags_purge_pages after insert or update or delete on public.story_tags
  for each row execute function public.credits_purge_pages();
create trigger authors_purge_pages after insert or update or delete on public.authors
  for each row execute function public.purge_pages_of_row('*');
create trigger tags_purge_pages after insert or update or delete on public.tags
  for each row execute function public.purge_pages_of_row('*');
