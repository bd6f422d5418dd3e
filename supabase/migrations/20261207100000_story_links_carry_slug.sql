-- Search results and the analytics list link to a story's address, /story/{slug} (issue 53 item
-- 2, decision 206): each story they return carries its current slug (null for a photo essay; a
-- story without one falls back to its id's address, which redirects).

-- search_content: as 20261204500000_trash.sql, with the slug after the id. A new column of its
-- result changes the function's type: dropped and made again, its name, arguments and grants kept.
drop function public.search_content(text, text[], timestamptz, timestamptz, integer, integer);

create function public.search_content(
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
  slug text,
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
         (select x.slug from public.story_slugs x where x.story_id = s.id and x.is_current),
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

comment on function public.search_content(text, text[], timestamptz, timestamptz, integer, integer) is
  'Reader search over published stories and photo essays (websearch syntax), ranked, one page at a time; a story''s current slug for its address (decision 206).';

-- analytics_trends: as 20261130110000_staff_functions_two_factor.sql, each of the most-read
-- stories with its current slug (the console links it to the story's page).
create or replace function public.analytics_trends(period text default '7d', time_zone text default 'UTC')
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  since timestamptz;
  unit text;
  zone text := 'UTC';
  series jsonb;
  top_stories jsonb;
begin
  if coalesce((select auth.role()), '') <> 'service_role' and not (select public.is_editor()) then
    raise exception 'Unauthorized: Editor access required' using errcode = '42501';
  end if;
  perform private.require_two_factor();
  since := now() - case period
    when '24h' then interval '24 hours'
    when '1d' then interval '1 day'
    when '7d' then interval '7 days'
    when '30d' then interval '30 days'
    when '90d' then interval '90 days'
    else null
  end;
  if since is null then
    raise exception 'Unknown period %; use 24h, 7d, 30d or 90d', period using errcode = '22023';
  end if;
  unit := case when period in ('24h', '1d') then 'hour' else 'day' end;
  if time_zone is not null and char_length(time_zone) <= 64 and time_zone ~ '^[A-Za-z][A-Za-z0-9_+/-]*$' then
    begin
      perform now() at time zone time_zone;
      zone := time_zone;
    exception when others then
      zone := 'UTC';
    end;
  end if;

  with buckets as (
    select generate_series(
      date_trunc(unit, since at time zone zone),
      date_trunc(unit, now() at time zone zone),
      ('1 ' || unit)::interval
    ) as bucket
  ), counted as (
    select date_trunc(unit, v.created_at at time zone zone) as bucket,
           count(*) as pageviews,
           count(distinct v.visitor_id) as visitors
      from public.page_views v
     where v.created_at >= since
     group by 1
  )
  select jsonb_agg(
           jsonb_build_object(
             'start', to_char(b.bucket, 'YYYY-MM-DD"T"HH24:MI'),
             'visitors', coalesce(c.visitors, 0),
             'pageviews', coalesce(c.pageviews, 0)
           ) order by b.bucket)
    into series
    from buckets b left join counted c on c.bucket = b.bucket;

  -- The slug read for the ten kept only (outside the grouping).
  select jsonb_agg(jsonb_build_object(
           'id', t.id, 'slug', (select x.slug from public.story_slugs x where x.story_id = t.id and x.is_current),
           'title', t.title, 'views', t.views) order by t.views desc, t.title, t.id)
    into top_stories
    from (
      select s.id, s.title, count(*) as views
        from public.story_views sv
        join public.news_stories s on s.id = sv.story_id
       where sv.created_at >= since
       group by s.id, s.title
       order by views desc, s.title, s.id
       limit 10
    ) t;

  return jsonb_build_object(
    'series', jsonb_build_object('unit', unit, 'timeZone', zone, 'value', coalesce(series, '[]'::jsonb)),
    'topStories', jsonb_build_object('value', coalesce(top_stories, '[]'::jsonb))
  );
end
$$;

revoke execute on function public.analytics_trends(text, text) from public, anon;
grant execute on function public.analytics_trends(text, text) to authenticated, service_role;
