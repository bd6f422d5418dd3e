-- Revisions record a story's search and social fields (decision 205's "Left", issue 53): the
-- standfirst, the search title and description, the social title and image, and whether the read
-- time is worked out from the text. A restore then brings them back, and the console's comparison of
-- a saved version with the form lists them.
--
-- Null in a revision saved before this migration: it did not record them, and the console restores
-- such a revision's fields as not set (and its read time as worked out from the text). The checks are
-- the story's: a revision copies a row that met them.

alter table public.story_revisions
  add column standfirst text,
  add column seo_title text,
  add column seo_description text,
  add column social_title text,
  add column social_image_url text,
  add column read_time_auto boolean;

comment on column public.story_revisions.standfirst is 'The story''s standfirst as saved; null: none, or a version saved before revisions recorded it.';
comment on column public.story_revisions.read_time_auto is
  'The read time was worked out from the text (true) or typed (false); null: saved before revisions recorded it.';

-- As the table's other columns (its grant covers them; stated, as 20261130150000 did for body).
grant select (standfirst, seo_title, seo_description, social_title, social_image_url, read_time_auto)
  on table public.story_revisions to authenticated;

-- As in 20261205500000, with the six fields.
create or replace function public.news_stories_record_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  saver uuid := (select auth.uid());
  contributors uuid[] := '{}';
begin
  if tg_op = 'UPDATE' and new.version = old.version then
    return null;
  end if;
  if tg_op = 'UPDATE' then
    select c.contributors into contributors
      from public.story_working_copies c where c.story_id = new.id for update;
    contributors := coalesce(contributors, '{}');
    update public.story_working_copies c
       set contributors = '{}', update_status = null, update_status_by = null, update_status_at = null
     where c.story_id = new.id and (c.contributors <> '{}' or c.update_status is not null);
  end if;
  if saver is not null and not saver = any (contributors) then
    contributors := contributors || saver;
  end if;
  insert into public.story_revisions (
    story_id, version, title, summary, body, author, category, read_time, image_url, image_alt,
    image_caption, image_author, is_featured, status, published_at, edited_by, editor_email,
    contributors, contributor_names,
    standfirst, seo_title, seo_description, social_title, social_image_url, read_time_auto
  ) values (
    new.id, new.version, new.title, new.summary, new.body, new.author, new.category, new.read_time, new.image_url,
    new.image_alt, new.image_caption, new.image_author, new.is_featured, new.status, new.published_at,
    saver, (select auth.jwt() ->> 'email'),
    contributors,
    array(select coalesce(private.staff_display_name(c.id), 'A former colleague')
            from unnest(contributors) with ordinality as c(id, n) order by c.n),
    new.standfirst, new.seo_title, new.seo_description, new.social_title, new.social_image_url, new.read_time_auto
  )
  on conflict (story_id, version) do nothing;
  return null;
end
$$;

revoke execute on function public.news_stories_record_revision() from public, anon, authenticated;

-- A story's current version is its row as it stands (every change of these fields moved the
-- version), so that revision gets them now; older versions' are not known.
update public.story_revisions r
   set standfirst = s.standfirst, seo_title = s.seo_title, seo_description = s.seo_description,
       social_title = s.social_title, social_image_url = s.social_image_url, read_time_auto = s.read_time_auto
  from public.news_stories s
 where s.id = r.story_id and s.version = r.version;
