-- The Comments panel named authors through story_coeditor_names (decision 180), which answers editors
-- and admins only and names only editors and admins: a contributor saw no names in the comments of
-- their own story, and nobody saw a contributor's name (decisions 183, 184). This names the authors
-- of one story's comments, and no one else, to whoever may comment on that story.
--
-- 42501 for anyone who is not staff meeting their two-factor rule (as the other staff functions);
-- P0002 for a story that does not exist or that the caller may not comment on (a contributor learns
-- nothing about a story that is not theirs, not even that it exists).
create function public.story_comment_author_names(story uuid)
returns table (user_id uuid, name text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not ((public.is_editor() or public.has_role('contributor')) and public.two_factor_satisfied()) then
    raise exception 'Only staff with rights on the story may see who commented on it' using errcode = '42501';
  end if;
  if story is null or not coalesce(public.may_comment_on_story(story), false) then
    raise exception 'This story does not exist or you cannot comment on it' using errcode = 'P0002';
  end if;
  return query
    select u.id,
           coalesce(nullif(btrim(u.raw_user_meta_data ->> 'full_name'), ''), split_part(u.email, '@', 1))::text
      from auth.users u
     where u.deleted_at is null
       and u.id in (select c.author_id from public.story_comments c where c.story_id = story)
     order by u.id;
end
$$;

comment on function public.story_comment_author_names(uuid) is
  'The names (full name, else the e-mail''s local part) of the authors of one story''s editorial comments, for whoever may comment on it (decision 184).';

revoke all on function public.story_comment_author_names(uuid) from public, anon;
grant execute on function public.story_comment_author_names(uuid) to authenticated, service_role;
