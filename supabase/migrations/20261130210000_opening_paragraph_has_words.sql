-- The morning edition's opening paragraph must have words (review of 20261130190000): btrim() trims
-- spaces only, so a paragraph holding a line break alone (or spaces around one) became a blank
-- summary in the mail. Any character that is not white space now counts as text.
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
     where p.node ->> 'type' = 'paragraph' and coalesce(t.text, '') ~ '[^[:space:]]'
     order by p.ord
     limit 1), '')
$$;
