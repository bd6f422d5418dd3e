-- Loads per remote and version, so the health tab shows error rates, not only counts (issue 54,
-- item 4; decision 216). A reader's browser reports a sample of the remote areas it loaded (one a
-- remote a page, sent with probability 1/10 and weighted 10) through the remote-loads function;
-- the function adds the weight to one counter per remote, version and hour. No row per load, no
-- user, no address: the caller's address is only the rate limiter's key for its minute. Only the
-- service role (the function) writes; admins read, with the two-factor rule as remote_errors.

create table public.remote_loads (
  remote text not null constraint remote_loads_remote_check check (remote ~ '^[a-z][a-z0-9-]{1,30}$'),
  version text not null constraint remote_loads_version_check check (version ~ '^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$'),
  hour timestamptz not null constraint remote_loads_hour_check check (hour = date_trunc('hour', hour)),
  loads bigint not null default 0 constraint remote_loads_loads_check check (loads >= 0),
  primary key (remote, version, hour)
);

comment on table public.remote_loads is
  'Sampled, weighted loads of each remote version per hour (the health tab''s error rates); written by the remote-loads function, kept 30 days.';

create index remote_loads_hour_idx on public.remote_loads (hour);

alter table public.remote_loads enable row level security;

create policy "Admins read remote loads" on public.remote_loads
  for select to authenticated using ((select public.is_admin()));
create policy "Staff reads need two-factor when enrolled" on public.remote_loads
  as restrictive for select to authenticated using ((select public.two_factor_satisfied()));

revoke all on table public.remote_loads from public, anon, authenticated;
grant select on table public.remote_loads to authenticated;
grant select, insert, update, delete on table public.remote_loads to service_role;

-- The remote-loads function's write: adds a report's weight to its hour's counter in one
-- statement (an upsert, so concurrent reports of one version add up). SECURITY INVOKER, for the
-- service role only.
create or replace function public.count_remote_load(remote text, version text, weight integer)
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  insert into public.remote_loads as l (remote, version, hour, loads)
  values (count_remote_load.remote, count_remote_load.version, date_trunc('hour', now()), count_remote_load.weight)
  on conflict (remote, version, hour) do update set loads = l.loads + excluded.loads;
$$;

comment on function public.count_remote_load(text, text, integer) is
  'Adds a sampled load report''s weight to its remote''s and version''s counter of the hour; the remote-loads function (service role) only.';

revoke execute on function public.count_remote_load(text, text, integer) from public, anon, authenticated;
grant execute on function public.count_remote_load(text, text, integer) to service_role;

-- The health tab's denominators: loads per remote and version over the last 24 hours (the 24 hourly
-- counters ending with the current hour's), for the names asked (at most 50). SECURITY INVOKER: the
-- table's read policies apply (admins, with two-factor when enrolled); anyone else counts nothing.
create or replace function public.remote_load_counts(remotes text[])
returns table (remote text, version text, last_day bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select l.remote, l.version, sum(l.loads)::bigint as last_day
    from public.remote_loads l
   where l.remote = any (remotes[1:50]) and l.hour > now() - interval '24 hours'
   group by l.remote, l.version
   order by l.remote, l.version;
$$;

comment on function public.remote_load_counts(text[]) is
  'Sampled loads counted in the last 24 hours per remote and version, for the names given (at most 50): the health tab''s error rates.';

revoke execute on function public.remote_load_counts(text[]) from public, anon;
grant execute on function public.remote_load_counts(text[]) to authenticated, service_role;

-- The remote-loads function's per-source limit, the error reports' figure in a bucket of its own: a busy
-- shared address's loads never crowd out its error reports.
insert into private.rate_limit_rules (bucket, base_hits, max_hits, window_seconds, message) values
  ('remote_loads:source', 20, 20, 60, 'Too many load reports. Please try again later.');

-- Counters of hours over 30 days ago go, nightly at 03:37 UTC: pg_cron on hosted Supabase, the
-- backend (backend/src/scheduled/jobs.ts) where pg_cron is missing.
create or replace function public.prune_remote_loads()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  pruned integer;
begin
  delete from public.remote_loads where hour < now() - interval '30 days';
  get diagnostics pruned = row_count;
  return pruned;
end
$$;

comment on function public.prune_remote_loads() is
  'Deletes the load counters of hours over 30 days ago; the service role and the scheduled job.';

revoke all on function public.prune_remote_loads() from public, anon, authenticated;
grant execute on function public.prune_remote_loads() to service_role;

do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    begin
      create extension if not exists pg_cron;
      perform cron.schedule('prune-remote-loads', '37 3 * * *', 'select public.prune_remote_loads()');
    exception when others then
      raise notice 'pg_cron unavailable (%): old load counters are pruned by the backend worker instead', sqlerrm;
    end;
  end if;
end
$$;
