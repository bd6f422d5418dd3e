-- The planning board (issue 52, item 4; docs/decisions/191-planning-board.md): the day's budget in
-- one call. A story is on a day when its planned slot, else its deadline, else its publication time
-- (scheduled or published) falls on that day in the caller's time zone.
--
-- planning_board runs as its caller (SECURITY INVOKER): news_stories', story_assignments' and
-- desks' policies decide what each one sees, as on every other list of the console (a contributor
-- gets their own and assigned stories, plus published ones without their assignment). Each row
-- carries the moves the caller may make (story_status_refusal, the one rule), so the board offers
-- only those without one request per card.
--
-- planning_assignee_name names an assignee (full name, else the e-mail's local part): to editors
-- and admins meeting their two-factor rule, any account assigned a story; to anyone else, only
-- themselves; 42501 for a session short of its two-factor rule. It reads auth.users, hence SECURITY
-- DEFINER.

create function public.planning_assignee_name(assignee uuid)
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
    select coalesce(nullif(btrim(u.raw_user_meta_data ->> 'full_name'), ''), split_part(u.email, '@', 1))::text
      from auth.users u
     where u.id = assignee
       and u.deleted_at is null
       and (u.id = auth.uid()
            or (public.is_editor() and exists (select 1 from public.story_assignments a where a.assignee_id = assignee)))
  );
end
$$;

comment on function public.planning_assignee_name(uuid) is
  'The name of a story''s assignee for the planning board: any assignee to editors and admins meeting their two-factor rule, oneself to anyone else; null otherwise (decision 191).';

revoke all on function public.planning_assignee_name(uuid) from public, anon;
grant execute on function public.planning_assignee_name(uuid) to authenticated, service_role;

create function public.planning_board(day date, tz text default 'UTC')
returns table (
  id uuid,
  title text,
  workflow_status text,
  published_at timestamptz,
  desk text,
  desk_name text,
  desk_position integer,
  assignee_id uuid,
  assignee_name text,
  deadline timestamptz,
  planned_for timestamptz,
  slot timestamptz,
  moves text[]
)
language sql
stable
security invoker
set search_path = ''
as $$
  with bounds as (
    -- An unknown time zone raises 22023 here.
    select (day::timestamp at time zone tz) as lo, ((day + 1)::timestamp at time zone tz) as hi
  ),
  -- Candidates through the indexes on planned_for, deadline and published_at; the slot rule below
  -- keeps those whose first time set is on the day.
  candidates as (
    select a.story_id from public.story_assignments a, bounds b where a.planned_for >= b.lo and a.planned_for < b.hi
    union
    select a.story_id from public.story_assignments a, bounds b
     where a.planned_for is null and a.deadline >= b.lo and a.deadline < b.hi
    union
    select s.id from public.news_stories s, bounds b where s.published_at >= b.lo and s.published_at < b.hi
  ),
  board as (
    select s.id, s.title,
           public.story_workflow_status(s.workflow_status, s.status, s.published_at) as workflow_status,
           s.published_at, a.desk, d.name as desk_name, d.position as desk_position, a.assignee_id,
           a.deadline, a.planned_for, coalesce(a.planned_for, a.deadline, s.published_at) as slot
      from public.news_stories s
      left join public.story_assignments a on a.story_id = s.id
      left join public.desks d on d.slug = a.desk
     where s.id in (select c.story_id from candidates c)
  )
  select r.id, r.title, r.workflow_status, r.published_at, r.desk, r.desk_name, r.desk_position, r.assignee_id,
         public.planning_assignee_name(r.assignee_id), r.deadline, r.planned_for, r.slot,
         array(select t.target
                 from unnest(array['pitch', 'assigned', 'in_progress', 'ready_for_edit', 'ready_to_publish',
                                   'scheduled', 'published', 'spiked']) with ordinality as t (target, ord)
                where t.target <> r.workflow_status
                  and public.story_status_refusal(r.workflow_status, t.target) is null
                order by t.ord)
    from board r, bounds b
   where r.slot >= b.lo and r.slot < b.hi
   order by r.desk_position nulls last, r.slot, r.title, r.id
$$;

comment on function public.planning_board(date, text) is
  'The day''s budget (planned slot, else deadline, else publication time on that day in tz) with desk, assignee and the caller''s allowed moves; runs under the caller''s policies (decision 191).';

revoke all on function public.planning_board(date, text) from public, anon;
grant execute on function public.planning_board(date, text) to authenticated, service_role;

-- An open board hears assignment changes (desk, deadline, slot, assignee) as it hears the stories'.
-- Rows still reach only who may read them (the table's policies).
do $$
begin
  if not exists (select 1 from pg_publication_tables
                  where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'story_assignments') then
    alter publication supabase_realtime add table public.story_assignments;
  end if;
end
$$;
