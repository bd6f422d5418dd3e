-- The console's assignee picker (issue 52 item 3; decision 190, "The assignee picker"). Editors
-- could assign only through REST: no staff list was readable by them (user_roles shows each caller
-- their own rows, auth.users nothing). assignable_staff() answers the accounts a story may be
-- assigned to, with a name to show and never an address:
--
-- * editors and admins meeting their two-factor rule: every account holding a staff role
--   (contributor, editor, admin), ordered by name;
-- * a contributor (who never assigns): only themselves, so their form can name them;
-- * readers, anon, and staff short of their two-factor rule: 42501.
--
-- The name is the linked author profile's (author_accounts), else the account's full name, else
-- the e-mail's local part, as story_comment_author_names and planning_assignee_name name people.
-- It reads auth.users and author_accounts, hence SECURITY DEFINER.

create function public.assignable_staff()
returns table (user_id uuid, name text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not ((public.is_editor() or public.has_role('contributor')) and public.two_factor_satisfied()) then
    raise exception 'Only staff may see who can be assigned a story.' using errcode = '42501';
  end if;
  return query
    select u.id,
           coalesce(
             nullif(btrim(au.name), ''),
             nullif(btrim(u.raw_user_meta_data ->> 'full_name'), ''),
             split_part(u.email, '@', 1)
           )::text as name
      from auth.users u
      left join public.author_accounts aa on aa.user_id = u.id
      left join public.authors au on au.id = aa.author_id
     where u.deleted_at is null
       and exists (select 1 from public.user_roles r where r.user_id = u.id)
       and (public.is_editor() or u.id = auth.uid())
     order by 2, 1;
end
$$;

comment on function public.assignable_staff() is
  'The staff accounts a story may be assigned to, with a display name (author profile, else full name, else the e-mail''s local part): every one to editors and admins meeting their two-factor rule, oneself to a contributor (decision 190).';

revoke all on function public.assignable_staff() from public, anon, service_role;
grant execute on function public.assignable_staff() to authenticated;
