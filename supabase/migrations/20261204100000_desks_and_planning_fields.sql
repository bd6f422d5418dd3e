-- Desks, deadlines and planned slots (issue 52, item 3; docs/decisions/190-desks-deadlines-and-slots.md).
-- A story (or a pitch: a story in 'pitch' with its title and a pitch note) belongs to a desk, is due
-- by a deadline and is planned for a publication slot. All three live in the staff-only
-- story_assignments beside the assignee, so readers never learn them and setting them is no new
-- edit version of the story (as an assignment is not, 20261203150000).
--
-- Rules, for every API writer (the story form, REST, tools with the service role):
-- - a deadline or planned slot that is set or changed must be ahead of now and at most a year ahead
--   (23514); a value left as it was may be in the past (the story is simply late);
-- - editors and admins set any story's desk, deadline and slot; a contributor only those of a story
--   they created (42501), and never the assignee (the rule of 20261203150000, kept);
-- - a pitch note is at most 2,000 characters (23514). Titles are news_stories' (1 to 300
--   characters, news_stories_title_length since 20261121150000).

create table public.desks (
  slug text primary key constraint desks_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name text not null unique constraint desks_name_length check (char_length(btrim(name)) between 1 and 60),
  position int not null
);

comment on table public.desks is
  'The newsroom''s desks (UK, Sport…) in the order the console lists them; staff read them, admins change them (decision 190).';

insert into public.desks (slug, name, position) values
  ('uk', 'UK', 1),
  ('zimbabwe', 'Zimbabwe', 2),
  ('international', 'International', 3),
  ('business', 'Business', 4),
  ('sport', 'Sport', 5),
  ('culture', 'Culture', 6),
  ('opinion', 'Opinion', 7);

alter table public.desks enable row level security;

create policy "Staff read the desks" on public.desks
  for select to authenticated
  using ((select public.is_editor()) or (select public.has_role('contributor')));
create policy "Admins add desks" on public.desks
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins change desks" on public.desks
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins remove desks" on public.desks
  for delete to authenticated using ((select public.is_admin()));
create policy "Staff reads need two-factor when enrolled" on public.desks
  as restrictive for select to authenticated using ((select public.two_factor_satisfied()));
create policy "Staff inserts need two-factor when enrolled" on public.desks
  as restrictive for insert to authenticated with check ((select public.two_factor_satisfied()));
create policy "Staff updates need two-factor when enrolled" on public.desks
  as restrictive for update to authenticated
  using ((select public.two_factor_satisfied())) with check ((select public.two_factor_satisfied()));
create policy "Staff deletes need two-factor when enrolled" on public.desks
  as restrictive for delete to authenticated using ((select public.two_factor_satisfied()));

revoke all on public.desks from public, anon, authenticated, service_role;
grant select, insert, update, delete on public.desks to authenticated, service_role;

-- A desk in use is renamed everywhere with its slug, and cannot be removed (23503) while a story
-- is on it.
alter table public.story_assignments
  add column desk text references public.desks (slug) on update cascade,
  add column deadline timestamptz,
  add column planned_for timestamptz,
  add column pitch_note text constraint story_assignments_pitch_note_length check (char_length(pitch_note) <= 2000);

comment on column public.story_assignments.desk is 'The desk the story belongs to (public.desks.slug).';
comment on column public.story_assignments.deadline is 'When the copy is due from its writer.';
comment on column public.story_assignments.planned_for is 'The planned publication slot.';
comment on column public.story_assignments.pitch_note is 'What the pitch offers, in a few lines (staff-only, never published).';

create index story_assignments_desk_idx on public.story_assignments (desk) where desk is not null;
create index story_assignments_planned_for_idx on public.story_assignments (planned_for) where planned_for is not null;
create index story_assignments_deadline_idx on public.story_assignments (deadline) where deadline is not null;

grant update (desk, deadline, planned_for, pitch_note) on public.story_assignments to authenticated, service_role;

-- The assignment rule of 20261203150000, with the desk, deadline and slot.
create or replace function public.story_assignments_rule()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user = 'authenticated' and not public.is_editor() then
    if new.assignee_id is distinct from old.assignee_id then
      raise exception 'Only an editor or admin assigns a story.' using errcode = '42501', hint = 'assignee_id';
    end if;
    if (new.desk, new.deadline, new.planned_for) is distinct from (old.desk, old.deadline, old.planned_for)
       and old.created_by is distinct from (select auth.uid()) then
      raise exception 'Only an editor or admin sets the desk, deadline or planned slot of a story someone else created.'
        using errcode = '42501', hint = 'desk';
    end if;
  end if;
  -- API writers only: the owner's maintenance (a seed of late stories, a restore) writes as it is.
  if current_user in ('anon', 'authenticated', 'service_role') then
    if char_length(new.pitch_note) > 2000 then
      raise exception 'A pitch note is at most 2,000 characters.' using errcode = '23514', hint = 'pitch_note';
    end if;
    -- A time set or changed: ahead of now and at most a year ahead. One left as it was may be late.
    if new.deadline is distinct from old.deadline and new.deadline <= now() then
      raise exception 'The deadline cannot be in the past.' using errcode = '23514', hint = 'deadline';
    elsif new.deadline is distinct from old.deadline and new.deadline > now() + interval '1 year' then
      raise exception 'The deadline can be at most a year ahead.' using errcode = '23514', hint = 'deadline';
    end if;
    if new.planned_for is distinct from old.planned_for and new.planned_for <= now() then
      raise exception 'The planned slot cannot be in the past.' using errcode = '23514', hint = 'planned_for';
    elsif new.planned_for is distinct from old.planned_for and new.planned_for > now() + interval '1 year' then
      raise exception 'The planned slot can be at most a year ahead.' using errcode = '23514', hint = 'planned_for';
    end if;
  end if;
  if new.assignee_id is distinct from old.assignee_id then
    new.assigned_at := case when new.assignee_id is not null then now() end;
  end if;
  return new;
end
$$;
