-- "More in this category" (issue 49, item 11; decision 168): the related stories under a story
-- stay in its category. Shared topics still rank them first, but a story of another category that
-- shares a topic is no longer listed under a heading that names the category.
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
      from by_tag b join public.news_stories s on s.id = b.story_id cross join subject
     where s.status = 'published' and s.category = subject.category and s.published_at <= now()
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

-- Hosted Supabase grants nothing by default: readers call it on every story page.
revoke execute on function public.related_stories(uuid, integer) from public;
grant execute on function public.related_stories(uuid, integer) to anon, authenticated, service_role;
