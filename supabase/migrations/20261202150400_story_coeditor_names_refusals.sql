-- story_coeditor_names (20261202140000) refused everyone with one 42501, also staff meeting their
-- two-factor rule who named a story that does not exist: the check that every staff function
-- refuses a password-only session (twoFactorEverywhere.test) could not tell its refusals apart, as
-- for the other staff functions: 42501 for anyone who is not staff meeting their two-factor rule,
-- P0002 for a story that does not exist (decision 180).
create or replace function public.story_coeditor_names(story uuid, users uuid[])
returns table (user_id uuid, name text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (public.is_editor() and public.two_factor_satisfied()) then
    raise exception 'Only staff with rights on the story may see who is editing it' using errcode = '42501';
  end if;
  if story is null or not coalesce(public.may_coedit_story(story), false) then
    raise exception 'The story no longer exists' using errcode = 'P0002';
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
