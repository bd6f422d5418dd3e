-- Review of decision 190 (docs/decisions/190-desks-deadlines-and-slots.md, "Review fixes"),
-- finding 6: a notice could tell an unpublished title to an account that is not staff.
--
-- 1. story_assignments accepted any auth.users id as assignee; the notice trigger then wrote (and
--    the worker mailed) the story's title to a reader. An assignee must now hold a staff role
--    (contributor, editor or admin) when assigned: 23514 otherwise, for every writer. The check
--    reads user_roles, which shows each caller only their own rows, hence SECURITY DEFINER; as a
--    trigger it needs no grant to the API roles. It is named to fire after story_assignments_rule
--    (triggers fire in name order), so a contributor still meets that rule's 42501 first.
-- 2. The recipient read their notices (titles, editors' notes) for ever, even once demoted: the
--    read and mark-seen policies now ask for a current staff role too.
-- 3. The backend's staff mail worker re-checks the recipient before each send and closes, unsent,
--    a notice whose recipient is no longer staff (backend/src/staffMail/service.ts).

create or replace function private.story_assignments_assignee_is_staff()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.assignee_id is null or new.assignee_id is not distinct from old.assignee_id then
    return new;
  end if;
  if not exists (
    select 1 from public.user_roles r
     where r.user_id = new.assignee_id and r.role in ('contributor', 'editor', 'admin')
  ) then
    raise exception 'A story can be assigned only to a contributor, editor or admin.'
      using errcode = '23514', hint = 'assignee_id';
  end if;
  return new;
end
$$;

revoke execute on function private.story_assignments_assignee_is_staff() from public, anon, authenticated;
grant execute on function private.story_assignments_assignee_is_staff() to service_role;

create trigger story_assignments_staff_assignee before update of assignee_id on public.story_assignments
  for each row execute function private.story_assignments_assignee_is_staff();

drop policy "Staff read their own notices" on public.staff_notices;
create policy "Staff read their own notices" on public.staff_notices
  for select to authenticated
  using (recipient_id = (select auth.uid())
         and ((select public.is_editor()) or (select public.has_role('contributor'))));

drop policy "Staff mark their own notices seen" on public.staff_notices;
create policy "Staff mark their own notices seen" on public.staff_notices
  for update to authenticated
  using (recipient_id = (select auth.uid())
         and ((select public.is_editor()) or (select public.has_role('contributor'))))
  with check (recipient_id = (select auth.uid()));
