-- Old pushes pruned (issue 55; decision 204's "Left"): private.push_deliveries keeps one row per
-- subscription per alert, 10,000 rows for an alert to 10,000 devices, and nothing removed them.
-- A push settled (delivered, gone or failed) of an alert sent more than 30 days ago has done its
-- work: the alert's counts live on in push_sends (sent, delivered, gone, failed), which the admin's
-- send log reads and which stay. A push still pending is left alone, whatever its age: the senders
-- own it until they settle it. Nightly, at 03:27 UTC, by pg_cron on hosted Supabase and by the
-- backend (backend/src/scheduled/jobs.ts) where pg_cron is missing.

create or replace function public.prune_push_deliveries()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  pruned integer;
begin
  delete from private.push_deliveries d
   using public.push_sends p
   where p.id = d.send_id
     and p.created_at < now() - interval '30 days'
     and d.status <> 'pending';
  get diagnostics pruned = row_count;
  return pruned;
end
$$;

comment on function public.prune_push_deliveries() is
  'Deletes the settled pushes of alerts sent over 30 days ago (their counts stay on push_sends); the service role and the scheduled job.';

revoke all on function public.prune_push_deliveries() from public, anon, authenticated;
grant execute on function public.prune_push_deliveries() to service_role;

create index push_sends_created_idx on public.push_sends (created_at);

do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    begin
      create extension if not exists pg_cron;
      perform cron.schedule('prune-push-deliveries', '27 3 * * *', 'select public.prune_push_deliveries()');
    exception when others then
      raise notice 'pg_cron unavailable (%): old pushes are pruned by the backend worker instead', sqlerrm;
    end;
  end if;
end
$$;
