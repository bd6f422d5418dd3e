-- The morning edition's text comes from the story document (issue 48, decision 166): the story's
-- opening paragraph, the first top-level paragraph that has text, cut at 280 characters. Before
-- documents it was the summary's first block, which for a document is whatever opens it: a
-- subheading, a pull quote or a fact box's title. A story whose body has no paragraph with text
-- keeps the summary's first block.

-- The text of a document's first top-level paragraph with any (hard breaks as line breaks), or ''.
create or replace function private.story_opening_paragraph(document jsonb)
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce((
    select t.text
      from jsonb_array_elements(case when jsonb_typeof(document -> 'content') = 'array' then document -> 'content'
                                     else '[]' end) with ordinality as p (node, ord)
     cross join lateral (
             select string_agg(case inline.node ->> 'type' when 'text' then inline.node ->> 'text'
                                                           when 'hardBreak' then E'\n' else '' end, '' order by inline.i)
               from jsonb_array_elements(case when jsonb_typeof(p.node -> 'content') = 'array' then p.node -> 'content'
                                              else '[]' end) with ordinality as inline (node, i)
           ) as t (text)
     where p.node ->> 'type' = 'paragraph' and btrim(coalesce(t.text, '')) <> ''
     order by p.ord
     limit 1), '')
$$;

-- As in 20261129110100_morning_edition.sql, the summary now from the opening paragraph.
create or replace function private.morning_edition_stories()
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', s.id, 'title', s.title, 'category', s.category, 'imageUrl', s.image_url,
           'imageAlt', coalesce(s.image_alt, ''), 'featured', s.is_featured,
           'summary', left(coalesce(nullif(btrim(private.story_opening_paragraph(s.body)), ''),
                                    split_part(btrim(s.summary), E'\n\n', 1)), 280))
         order by s.is_featured desc, coalesce(v.view_count, 0) desc, s.published_at desc), '[]'::jsonb)
    from (select * from public.news_stories n
           where n.status = 'published' and n.published_at > now() - interval '24 hours' and n.published_at <= now()
           order by n.is_featured desc, (select c.view_count from public.story_view_counts c where c.story_id = n.id) desc nulls last,
                    n.published_at desc
           limit 8) s
    left join public.story_view_counts v on v.story_id = s.id
$$;

-- Private, like every function there: no API role runs it; morning_edition_stories calls it inside
-- the security-definer newsletter_queue_morning_edition.
revoke execute on function private.story_opening_paragraph(jsonb) from public, anon, authenticated, service_role;
