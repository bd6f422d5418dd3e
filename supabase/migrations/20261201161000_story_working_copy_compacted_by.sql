-- Security review of the working copy (decision 174, "Review fixes", F5): a compaction replaces
-- the snapshot and deletes the updates it holds, and their authors with them, so the copy row
-- records who compacted it last and when (compacted_at already existed; now set with the author).

-- No column default: the row is inserted by the first append, and a default auth.uid() would name
-- that appender as a compactor. The compaction below sets it.
alter table public.story_working_copies
  add column compacted_by uuid;

comment on column public.story_working_copies.compacted_by is
  'The user whose compaction wrote the snapshot (null before the first compaction).';

-- As 20261201130000, and records the caller as the compactor.
create or replace function public.compact_story_working_copy(story uuid, snapshot_base64 text, through_seq bigint)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  bytes bytea := private.working_copy_bytes(story, snapshot_base64, 'snapshot');
begin
  if octet_length(bytes) > 8388608 then
    raise exception 'The snapshot is too large: % bytes, at most 8388608', octet_length(bytes) using errcode = '54000';
  end if;
  update public.story_working_copies c
     set snapshot = bytes, snapshot_seq = through_seq, compacted_at = now(), compacted_by = (select auth.uid()),
         updated_at = now()
   where c.story_id = story and through_seq > c.snapshot_seq and through_seq <= c.last_seq;
  if not found then
    return false;
  end if;
  delete from public.story_working_updates u where u.story_id = story and u.seq <= through_seq;
  return true;
end
$$;

-- Stated again, as every migration does (hosted grants nothing; create or replace keeps them anyway).
revoke all on function public.compact_story_working_copy(uuid, text, bigint) from public, anon;
grant execute on function public.compact_story_working_copy(uuid, text, bigint) to authenticated, service_role;
