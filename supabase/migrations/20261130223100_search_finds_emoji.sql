-- Search finds emoji (issue 49, item 11; decision 168). The English text-search parser reads an
-- emoji as a space, so "Harare 🌧️ floods" was found by "floods" but never by "🌧️" (an empty
-- query). A query's emoji now match stories whose headline or summary holds them (every one of
-- them, and the query's words too when it has any), ranked above word-only matches; queries
-- without emoji keep their plan; the emoji are read through their own GIN index.
create or replace function private.emoji_of(content text)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(array_agg(distinct m[1]), '{}'::text[])
    from regexp_matches(coalesce(content, ''), '([\U0001F000-\U0001FAFF\u2300-\u23FF\u2600-\u27BF\u2B00-\u2BFF])', 'g') as m
$$;

comment on function private.emoji_of(text) is
  'The emoji and pictographs in a text (the English text-search parser reads them as spaces): search_content matches them.';

create index news_stories_emoji_idx on public.news_stories
  using gin (private.emoji_of(coalesce(title, '') || ' ' || coalesce(summary, '')));

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

-- Hosted Supabase grants nothing by default: as 20261125100000_archive_scale.sql granted it.
revoke execute on function public.search_content(text, text[], timestamptz, timestamptz, integer, integer) from public;
grant execute on function public.search_content(text, text[], timestamptz, timestamptz, integer, integer)
  to anon, authenticated, service_role;
