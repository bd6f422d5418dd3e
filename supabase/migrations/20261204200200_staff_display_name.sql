-- One way to name a member of staff (review findings 9 and 11; decisions 190 and 191).
-- assignable_staff named people by their author profile, planning_assignee_name did not, so the
-- picker and the planning board could name one person two ways. private.staff_display_name(uid)
-- is the one rule: the linked author profile's name, else the account's full name, else the
-- e-mail's local part (already shown that way by story_comment_author_names and the e2e suite's
-- seeded accounts; never the whole address). front_history keeps its own naming: it is the fronts
-- engineer's function and is left to them. assignable_staff (20261204700000, which sorts after
-- this file) already names people by this rule; it is to call this function when it is next redefined.

create function private.staff_display_name(uid uuid)
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
           (select nullif(btrim(au.name), '')
              from public.author_accounts aa
              join public.authors au on au.id = aa.author_id
             where aa.user_id = u.id),
           nullif(btrim(u.raw_user_meta_data ->> 'full_name'), ''),
           split_part(u.email, '@', 1)
         )::text
    from auth.users u
   where u.id = uid
$$;

comment on function private.staff_display_name(uuid) is
  'A staff account''s display name: author profile, else full name, else the e-mail''s local part (decisions 190, 191). Called by SECURITY DEFINER functions only.';

revoke all on function private.staff_display_name(uuid) from public, anon, authenticated, service_role;

create or replace function public.planning_assignee_name(assignee uuid)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  -- As the staff read policies: an enrolled account's password-only session learns nothing.
  if not public.two_factor_satisfied() then
    raise exception 'Sign in with your second factor to see the planning board.' using errcode = '42501';
  end if;
  return (
    select private.staff_display_name(u.id)
      from auth.users u
     where u.id = assignee
       and u.deleted_at is null
       and (u.id = auth.uid()
            or (public.is_editor() and exists (select 1 from public.story_assignments a where a.assignee_id = assignee)))
  );
end
$$;

comment on function public.planning_assignee_name(uuid) is
  'The name of a story''s assignee for the planning board (private.staff_display_name): any assignee to editors and admins meeting their two-factor rule, oneself to anyone else; null otherwise (decision 191).';

revoke all on function public.planning_assignee_name(uuid) from public, anon;
grant execute on function public.planning_assignee_name(uuid) to authenticated, service_role;
