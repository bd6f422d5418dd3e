-- Presence in a story's console (issue 50, decision 180): who is editing is keyed by Realtime
-- presence key = the user's id; the names shown come from here, never from a presence payload,
-- which any member of the channel writes as they like. Only someone with rights on the story may
-- ask, and only staff (editor or admin) are named: a reader's name is never told. At most 50 ids
-- a call (a story's editors, not the staff directory). The name is the profile's full name, else
-- the part of the e-mail before the @.
create or replace function public.story_coeditor_names(story uuid, users uuid[])
returns table (user_id uuid, name text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if story is null or not coalesce(public.may_coedit_story(story), false) then
    raise exception 'Not allowed to edit this story' using errcode = '42501';
  end if;
  return query
    select u.id,
           coalesce(nullif(btrim(u.raw_user_meta_data ->> 'full_name'), ''), split_part(u.email, '@', 1))::text
      from auth.users u
     where u.id = any ((coalesce(users, '{}'::uuid[]))[1:50])
       and u.deleted_at is null
       and exists (select 1 from public.user_roles r where r.user_id = u.id and r.role in ('editor', 'admin'))
     order by u.id;
end
$$;

revoke all on function public.story_coeditor_names(uuid, uuid[]) from public, anon;
grant execute on function public.story_coeditor_names(uuid, uuid[]) to authenticated, service_role;
