-- planning_board (20261204200000, decision 191) asked story_status_refusal for every row and status
-- (2,400 calls, each asking the caller's roles) and planning_assignee_name for every row: a board
-- of 300 stories took about 2 s on PGlite against the issue's 300 ms. The moves depend only on the
-- caller and the story's status, and a name only on the assignee: each is now asked once per
-- status (at most 8) and once per assignee on the day. Same answer, same policies (SECURITY INVOKER).

create or replace function public.planning_board(day date, tz text default 'UTC')
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
  candidates as (
    select a.story_id from public.story_assignments a, bounds b where a.planned_for >= b.lo and a.planned_for < b.hi
    union
    select a.story_id from public.story_assignments a, bounds b
     where a.planned_for is null and a.deadline >= b.lo and a.deadline < b.hi
    union
    select s.id from public.news_stories s, bounds b where s.published_at >= b.lo and s.published_at < b.hi
  ),
  board as materialized (
    select s.id, s.title,
           public.story_workflow_status(s.workflow_status, s.status, s.published_at) as workflow_status,
           s.published_at, a.desk, d.name as desk_name, d.position as desk_position, a.assignee_id,
           a.deadline, a.planned_for, coalesce(a.planned_for, a.deadline, s.published_at) as slot
      from public.news_stories s
      left join public.story_assignments a on a.story_id = s.id
      left join public.desks d on d.slug = a.desk
      cross join bounds b
     where s.id in (select c.story_id from candidates c)
       and coalesce(a.planned_for, a.deadline, s.published_at) >= b.lo
       and coalesce(a.planned_for, a.deadline, s.published_at) < b.hi
  ),
  status_moves as materialized (
    select f.status,
           array(select t.target
                   from unnest(array['pitch', 'assigned', 'in_progress', 'ready_for_edit', 'ready_to_publish',
                                     'scheduled', 'published', 'spiked']) with ordinality as t (target, ord)
                  where t.target <> f.status
                    and public.story_status_refusal(f.status, t.target) is null
                  order by t.ord) as moves
      from (select distinct r.workflow_status as status from board r) f
  ),
  names as materialized (
    select n.assignee_id, public.planning_assignee_name(n.assignee_id) as name
      from (select distinct r.assignee_id from board r where r.assignee_id is not null) n
  )
  select r.id, r.title, r.workflow_status, r.published_at, r.desk, r.desk_name, r.desk_position, r.assignee_id,
         n.name, r.deadline, r.planned_for, r.slot, m.moves
    from board r
    join status_moves m on m.status = r.workflow_status
    left join names n on n.assignee_id = r.assignee_id
   order by r.desk_position nulls last, r.slot, r.title, r.id
$$;

comment on function public.planning_board(date, text) is
  'The day''s budget (planned slot, else deadline, else publication time on that day in tz) with desk, assignee and the caller''s allowed moves; runs under the caller''s policies (decision 191).';

revoke all on function public.planning_board(date, text) from public, anon;
grant execute on function public.planning_board(date, text) to authenticated, service_role;
