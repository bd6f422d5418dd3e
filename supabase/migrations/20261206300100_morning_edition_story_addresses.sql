-- The morning edition links each story at its address, /story/{slug} (issue 53 item 2, decision
-- 206): each story carries its current slug (the mail falls back to its id, which redirects). As
-- 20261204500300_morning_edition_skips_trash.sql, and 'slug'.
create or replace function private.morning_edition_stories()
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', s.id, 'title', s.title, 'category', s.category, 'imageUrl', s.image_url,
           'imageAlt', coalesce(s.image_alt, ''), 'featured', s.is_featured,
           'slug', (select x.slug from public.story_slugs x where x.story_id = s.id and x.is_current),
           'summary', left(coalesce(nullif(btrim(private.story_opening_paragraph(s.body)), ''),
                                    split_part(btrim(s.summary), E'\n\n', 1)), 280))
         order by s.is_featured desc, coalesce(v.view_count, 0) desc, s.published_at desc), '[]'::jsonb)
    from (select * from public.news_stories n
           where n.status = 'published' and n.published_at > now() - interval '24 hours' and n.published_at <= now()
             and n.deleted_at is null
           order by n.is_featured desc, (select c.view_count from public.story_view_counts c where c.story_id = n.id) desc nulls last,
                    n.published_at desc
           limit 8) s
    left join public.story_view_counts v on v.story_id = s.id
$$;

revoke execute on function private.morning_edition_stories() from public, anon, authenticated, service_role;
