-- A year of news (issue 33): every public page asks the database for only what it shows, so the
-- site behaves the same with 50 stories or 100,000 (docs/product/data.md#how-each-page-chooses-its-stories).
--
-- 1. news_stories.excerpt: the first 400 characters of the body, what a card shows, so lists never
--    carry whole stories.
-- 2. Full-text search: a generated search_vector on stories (title above byline and category above
--    body) and photo essays, GIN-indexed, and search_content() ranking both with
--    websearch_to_tsquery, so readers' quotes, "or" and -word work.
-- 3. story_archive_months(): the months that have published stories, for the sitemap index.
-- 4. Indexes for the category pages (exact category names, as PostgREST filters them).

-- 1. Excerpt ---------------------------------------------------------------------------------------

alter table public.news_stories
  add column excerpt text generated always as (left(summary, 400)) stored;

comment on column public.news_stories.excerpt is
  'The first 400 characters of summary (the body): what story cards and lists read.';

-- 2. Full-text search ------------------------------------------------------------------------------

alter table public.news_stories
  add column search_vector tsvector generated always as (
    setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
    || setweight(to_tsvector('english'::regconfig, coalesce(author, '') || ' ' || coalesce(category, '')), 'B')
    || setweight(to_tsvector('english'::regconfig, coalesce(summary, '')), 'C')
  ) stored;

comment on column public.news_stories.search_vector is
  'Full-text search document: title (A) above author and category (B) above the body (C).';

alter table public.photo_essays
  add column search_vector tsvector generated always as (
    setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
    || setweight(to_tsvector('english'::regconfig, coalesce(photographer, '')), 'B')
    || setweight(to_tsvector('english'::regconfig, coalesce(caption, '')), 'C')
  ) stored;

comment on column public.photo_essays.search_vector is
  'Full-text search document: title (A) above photographer (B) above the caption (C).';

create index news_stories_search_idx on public.news_stories using gin (search_vector);
create index photo_essays_search_idx on public.photo_essays using gin (search_vector);

-- Published, due stories and essays matching a reader's query, best first (rank, then newest), with
-- the matched words marked in the title and a snippet of the text. Marks are the private-use
-- characters U+E000 (start) and U+E001 (end), never HTML: the page turns them into <mark> elements
-- and shows everything else as text. One page of results plus the total count of matches.
-- SECURITY DEFINER: under row-level security PostgreSQL uses an index only for leakproof
-- operators, and @@ is not one, so as its caller the function read both tables whole (0.55 s over
-- 100,000 stories). Its own filters (published and due) are the public read policy, applied to
-- every caller: editors' sessions find only what readers see. Ranked by ts_rank (weights A/B/C),
-- a third cheaper than ts_rank_cd on the many matches of a common word.
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
  -- Only what ranking needs: a match's text is read for the returned page alone (below), not for
  -- every one of a common word's thousands of matches.
  matches as (
    select 'story'::text as kind, s.id, s.published_at, ts_rank(s.search_vector, query.tsq) as rank
      from public.news_stories s, query
     where s.search_vector @@ query.tsq
       and s.status = 'published' and s.published_at <= now()
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
  -- Headlines are the costly part: made for the page's rows only.
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

comment on function public.search_content(text, text[], timestamptz, timestamptz, integer, integer) is
  'Reader search over published stories and photo essays (websearch syntax), ranked, one page at a time.';

revoke execute on function public.search_content(text, text[], timestamptz, timestamptz, integer, integer) from public;
grant execute on function public.search_content(text, text[], timestamptz, timestamptz, integer, integer)
  to anon, authenticated, service_role;

-- 3. Archive months for the sitemap index ----------------------------------------------------------

create or replace function public.story_archive_months()
returns table (month date, stories bigint, last_modified timestamptz)
language sql
stable
security invoker
set search_path = ''
as $$
  -- Month by month from the oldest story, each an index range scan: never a scan of the table.
  with bounds as (
    select min(s.published_at) at time zone 'UTC' as oldest
      from public.news_stories s
     where s.status = 'published' and s.published_at <= now()
  ),
  months as (
    select month_start at time zone 'UTC' as starts, (month_start + interval '1 month') at time zone 'UTC' as ends
      from bounds,
           generate_series(date_trunc('month', bounds.oldest), now() at time zone 'UTC', interval '1 month') as month_start
  )
  select (months.starts at time zone 'UTC')::date as month, counted.stories, counted.last_modified
    from months,
         lateral (
           select count(*) as stories, max(greatest(s.updated_at, s.published_at)) as last_modified
             from public.news_stories s
            where s.status = 'published' and s.published_at >= months.starts and s.published_at < months.ends
              and s.published_at <= now()
         ) as counted
   where counted.stories > 0
   order by 1 desc;
$$;

comment on function public.story_archive_months() is
  'Months (UTC) with published stories, their count and newest change: the sitemap index.';

revoke execute on function public.story_archive_months() from public;
grant execute on function public.story_archive_months() to anon, authenticated, service_role;

-- 4. Category pages --------------------------------------------------------------------------------

-- PostgREST filters on the exact category names (category=in.(…)); the older index is on lower().
create index news_stories_category_published_idx
  on public.news_stories (category, published_at desc nulls last, created_at desc)
  where status = 'published';

-- 5. Generated columns in BEFORE triggers -------------------------------------------------------

-- Generated columns are computed after BEFORE triggers, so NEW holds null where OLD holds the
-- excerpt and search document: compared whole, every update would look like an edit. Both
-- comparisons leave the generated columns out.
create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  generated constant text[] := array['excerpt', 'search_vector'];
begin
  if (to_jsonb(new) - generated) is distinct from (to_jsonb(old) - generated) then
    new.updated_at := now();
  end if;
  return new;
end
$$;

create or replace function public.guard_edit_version()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  not_content constant text[] :=
    array['version', 'is_featured', 'view_count', 'updated_at', 'created_at', 'excerpt', 'search_vector'];
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
