-- The assignee is told (issue 52, item 3; docs/decisions/190-desks-deadlines-and-slots.md): when a
-- story is assigned to them, and when it comes back to them with notes (an editor moved it from
-- Ready for edit back to In progress with a note for the log). Each is one row of staff_notices,
-- written by the database (triggers) so that every writer - the console, REST, tools - tells them:
-- - the console shows the recipient their unseen notices ("Assigned to you: …", "Back with notes: …")
--   and they dismiss them (seen_at);
-- - the backend's worker mails each row once (mail_* columns, claimed with a lease, retried with a
--   back-off, as the newsletter's send log is), to the SMTP catcher locally.
-- Nobody is told of what they did themselves (assigning oneself, moving one's own story back).

create table public.staff_notices (
  id bigint generated always as identity primary key,
  recipient_id uuid not null references auth.users (id) on delete cascade,
  kind text not null constraint staff_notices_kind_check check (kind in ('assigned', 'back_with_notes')),
  story_id uuid not null references public.news_stories (id) on delete cascade,
  -- The story's title when it happened (the notice says what was given, even if renamed later).
  title text not null,
  -- The editor's note for the log, for a story back with notes.
  note text,
  created_at timestamptz not null default now(),
  seen_at timestamptz,
  -- The mail: due from mail_due_at (null: nothing left to send), claimed until mail_claimed_until.
  mail_due_at timestamptz default now(),
  mail_claimed_until timestamptz,
  mail_attempts int not null default 0,
  mail_sent_at timestamptz,
  mail_error text
);

comment on table public.staff_notices is
  'What a staff member is told about their stories (assigned, back with notes): shown in the console and mailed once by the backend (decision 190).';

create index staff_notices_recipient_idx on public.staff_notices (recipient_id, created_at desc) where seen_at is null;
create index staff_notices_mail_due_idx on public.staff_notices (mail_due_at) where mail_due_at is not null;
create index staff_notices_story_idx on public.staff_notices (story_id);

alter table public.staff_notices enable row level security;

create policy "Staff read their own notices" on public.staff_notices
  for select to authenticated using (recipient_id = (select auth.uid()));
create policy "Staff mark their own notices seen" on public.staff_notices
  for update to authenticated
  using (recipient_id = (select auth.uid())) with check (recipient_id = (select auth.uid()));
create policy "Staff reads need two-factor when enrolled" on public.staff_notices
  as restrictive for select to authenticated using ((select public.two_factor_satisfied()));
create policy "Staff writes need two-factor when enrolled" on public.staff_notices
  as restrictive for update to authenticated
  using ((select public.two_factor_satisfied())) with check ((select public.two_factor_satisfied()));

-- The recipient reads what they were told and marks it seen; the mail's state is the worker's.
revoke all on public.staff_notices from public, anon, authenticated, service_role;
grant select (id, recipient_id, kind, story_id, title, note, created_at, seen_at) on public.staff_notices to authenticated;
grant update (seen_at) on public.staff_notices to authenticated;
grant select on public.staff_notices to service_role;

-- Assigned: one notice per change of assignee, to the new one, unless they assigned themselves.
-- Runs as its owner: nobody writes staff_notices through the API.
create or replace function public.story_assignments_notify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.assignee_id is null
     or new.assignee_id is not distinct from old.assignee_id
     or new.assignee_id is not distinct from (select auth.uid()) then
    return null;
  end if;
  insert into public.staff_notices (recipient_id, kind, story_id, title)
  select new.assignee_id, 'assigned', s.id, s.title from public.news_stories s where s.id = new.story_id;
  return null;
end
$$;

revoke execute on function public.story_assignments_notify() from public, anon, authenticated;
grant execute on function public.story_assignments_notify() to service_role;

create trigger story_assignments_notify after update of assignee_id on public.story_assignments
  for each row execute function public.story_assignments_notify();

-- Back with notes: Ready for edit → In progress with a note, to the story's assignee (or, with
-- none, its creator), unless they moved it themselves.
create or replace function public.story_status_log_notify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  recipient uuid;
begin
  if new.from_status is distinct from 'ready_for_edit' or new.to_status <> 'in_progress'
     or nullif(btrim(new.note), '') is null then
    return null;
  end if;
  select coalesce(a.assignee_id, a.created_by) into recipient
    from public.story_assignments a where a.story_id = new.story_id;
  if recipient is null or recipient is not distinct from new.changed_by then
    return null;
  end if;
  insert into public.staff_notices (recipient_id, kind, story_id, title, note)
  select recipient, 'back_with_notes', s.id, s.title, btrim(new.note) from public.news_stories s where s.id = new.story_id;
  return null;
end
$$;

revoke execute on function public.story_status_log_notify() from public, anon, authenticated;
grant execute on function public.story_status_log_notify() to service_role;

create trigger story_status_log_notify after insert on public.story_status_log
  for each row execute function public.story_status_log_notify();
