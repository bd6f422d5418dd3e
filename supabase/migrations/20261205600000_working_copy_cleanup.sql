-- Clean-up of idle working copies (issue 50, item 6; docs/decisions/202-coediting-limits-and-cleanup.md).
-- A story's working copy (snapshot and log) is dropped when nobody changed it for 30 days and it
-- holds nothing unsaved. The database cannot read Yjs (the copy's fields.savedVersion), so
-- "nothing unsaved" is read from what it keeps itself: a version of the story was saved after the
-- copy's last change (`updated_at`, moved by every append and compaction), and nobody stored an
-- edit since the last saved version (`contributors`, emptied by every saved version,
-- 20261205500000). A copy only seeded and never saved keeps its seeder as a contributor and stays:
-- the rule errs on keeping. Open notes on a passage are anchored to the copy's Yjs items
-- (decision 196), so a story with one keeps its copy. A dropped copy is seeded again from the
-- saved story by the next console that opens it.

create or replace function public.purge_stale_working_copies()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  cutoff timestamptz := now() - interval '30 days';
  dropped integer;
begin
  delete from public.story_working_copies c
   where c.updated_at < cutoff
     and c.contributors = '{}'
     and exists (select 1 from public.story_revisions r
                  where r.story_id = c.story_id and r.created_at > c.updated_at)
     and not exists (select 1 from public.story_passage_notes n
                      where n.story_id = c.story_id and n.resolved_at is null);
  get diagnostics dropped = row_count;
  return dropped;
end
$$;

comment on function public.purge_stale_working_copies() is
  'Drops working copies idle 30 days with nothing unsaved (decision 202); the service role and the scheduled job.';

revoke all on function public.purge_stale_working_copies() from public, anon, authenticated;
grant execute on function public.purge_stale_working_copies() to service_role;

-- Hosted Supabase: pg_cron runs it nightly where the extension can be had; locally (and wherever
-- pg_cron is missing) the backend's worker does (backend/src/coedit/workingCopyCleanup.ts).
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    begin
      create extension if not exists pg_cron;
      perform cron.schedule('purge-stale-working-copies', '47 3 * * *', 'select public.purge_stale_working_copies()');
    exception when others then
      raise notice 'pg_cron unavailable (%): idle working copies are dropped by the backend worker instead', sqlerrm;
    end;
  end if;
end
$$;
