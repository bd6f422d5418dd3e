-- Review fixes to the assignee picker (decision 190, "Review fixes"): assignable_staff names people
-- with the one rule the planning board uses (private.staff_display_name, 20261204200200), lists
-- only the staff roles by name (a role added later, e.g. for advertisers, is not assignable by
-- accident), and leaves out accounts banned now, who cannot sign in to take a story.

create or replace function public.assignable_staff()
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
    select u.id, private.staff_display_name(u.id) as name
      from auth.users u
     where u.deleted_at is null
       and (u.banned_until is null or u.banned_until <= now())
       and exists (select 1 from public.user_roles r
                    where r.user_id = u.id and r.role in ('contributor', 'editor', 'admin'))
       and (public.is_editor() or u.id = auth.uid())
     order by 2, 1;
end
$$;

revoke all on function public.assignable_staff() from public, anon, service_role;
grant execute on function public.assignable_staff() to authenticated;
