-- A registered team remote's load and render errors are stored beside the four's (decision 210).
-- The registry lives in the shell's config file, out of the database's reach, so a name is accepted
-- by the registry's own name rule (2-31 lower-case letters, digits and dashes, starting with a
-- letter) and the existing limits bound what a forged name can cost: 20 reports a minute per caller,
-- 5 of one failure, 300 a minute in all, 30 days kept. Which names the health tab shows is decided
-- by the admin's page, from the registry the shell served it.

alter table public.remote_errors drop constraint remote_errors_remote_check;
alter table public.remote_errors
  add constraint remote_errors_remote_check check (remote ~ '^[a-z][a-z0-9-]{1,30}$');

comment on table public.remote_errors is
  'Remote load/render failures with remote (the registry''s name), module and the version the browser loaded; written by the remote-errors function.';

-- The health tab's rates: stored reports per remote and version over the last hour and the last 24
-- hours, for the names asked (the registry's). Aggregates are off in the REST API, so one function
-- counts. SECURITY INVOKER: the table's read policies apply (admins, with two-factor when enrolled);
-- anyone else counts no rows.
create or replace function public.remote_error_counts(remotes text[])
returns table (remote text, version text, last_hour bigint, last_day bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select e.remote, e.version,
         count(*) filter (where e.created_at > now() - interval '1 hour') as last_hour,
         count(*) as last_day
    from public.remote_errors e
   where e.remote = any (remotes[1:50]) and e.created_at > now() - interval '24 hours'
   group by e.remote, e.version
   order by e.remote, e.version;
$$;

comment on function public.remote_error_counts(text[]) is
  'Reports stored in the last hour and the last 24 hours per remote and version, for the names given (at most 50): the health tab''s rates.';

revoke execute on function public.remote_error_counts(text[]) from public, anon;
grant execute on function public.remote_error_counts(text[]) to authenticated, service_role;
