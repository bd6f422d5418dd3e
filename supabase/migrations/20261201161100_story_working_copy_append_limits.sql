-- Security review of the working copy (decision 174, "Review fixes", F4): appends were unlimited.
-- Now (1) the base64 is measured before it is decoded, so an oversized request costs no decode;
-- (2) each user may append 900 updates a minute (the request-limit machinery, decision 144);
-- (3) a story's log since its snapshot holds at most 2,000 updates and 16 MiB: past that, appends
-- are refused with 53400 until someone compacts (the client compacts and retries by itself).

-- 900 a minute a user: an editor's client appends one batch per round trip, so an editor typing
-- 5 keystrokes a second sends at most 5 (300 a minute); the rest is headroom for several tabs.
-- Per user, not per address: a newsroom's editors share one office address.
insert into private.rate_limit_rules (bucket, base_hits, max_hits, window_seconds, message) values
  ('story_working_updates:user', 900, 900, 60, 'Too many edits saved from your account. Please try again in a minute.');

-- The log since the snapshot, counted on the copy row under its lock (appends and compactions
-- take it), so the cap costs no scan of the log.
alter table public.story_working_copies
  add column log_rows integer not null default 0,
  add column log_bytes bigint not null default 0;

update public.story_working_copies c
   set log_rows = l.rows, log_bytes = l.bytes
  from (select u.story_id, count(*)::integer as rows, sum(octet_length(u.data))::bigint as bytes
          from public.story_working_updates u group by u.story_id) l
 where l.story_id = c.story_id;

-- As 20261201130000's working_copy_bytes, with the largest size: the base64 is measured before it
-- is decoded (4 characters per 3 bytes: 1 MiB is 1,398,104 characters, 8 MiB 11,184,812).
create or replace function private.working_copy_bytes(story uuid, encoded text, kind text, max_bytes integer)
returns bytea
language plpgsql
stable
set search_path = ''
as $$
declare
  bytes bytea;
begin
  if not (public.is_editor() and public.two_factor_satisfied()) then
    raise exception 'Only staff with rights on the story may edit its working copy' using errcode = '42501';
  end if;
  if story is null or not exists (select 1 from public.news_stories s where s.id = story) then
    raise exception 'The story no longer exists' using errcode = 'P0002';
  end if;
  if octet_length(encoded) > 4 * ((max_bytes + 2) / 3) then
    raise exception 'The % is too large: at most % bytes', kind, max_bytes using errcode = '54000';
  end if;
  begin
    bytes := decode(encoded, 'base64');
  exception when others then
    raise exception 'The % is not base64', kind using errcode = '22023';
  end;
  if bytes is null or octet_length(bytes) = 0 then
    raise exception 'The % is empty', kind using errcode = '22023';
  end if;
  if octet_length(bytes) > max_bytes then
    raise exception 'The % is too large: % bytes, at most %', kind, octet_length(bytes), max_bytes using errcode = '54000';
  end if;
  return bytes;
end
$$;

revoke all on function private.working_copy_bytes(uuid, text, text, integer) from public, anon, authenticated;

create or replace function public.append_story_working_update(story uuid, update_base64 text)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  bytes bytea := private.working_copy_bytes(story, update_base64, 'update', 1048576);
  copy record;
begin
  if private.api_role() is not null then
    perform private.enforce_rate_limit('story_working_updates:user', (select auth.uid())::text);
  end if;
  insert into public.story_working_copies as c (story_id, last_seq, log_rows, log_bytes)
  values (story, 1, 1, octet_length(bytes))
  on conflict (story_id) do update
    set last_seq = c.last_seq + 1, log_rows = c.log_rows + 1, log_bytes = c.log_bytes + octet_length(bytes),
        updated_at = now()
  returning c.last_seq, c.log_rows, c.log_bytes into copy;
  -- Raising rolls the counters back with the insert: a refused update is not counted.
  if copy.log_rows > 2000 or copy.log_bytes > 16777216 then
    raise exception 'The working copy needs compacting: at most 2000 updates and 16 MiB since its snapshot'
      using errcode = '53400', hint = 'compact';
  end if;
  insert into public.story_working_updates (story_id, seq, data, author)
  values (story, copy.last_seq, bytes, (select auth.uid()));
  return copy.last_seq;
end
$$;

-- As 20261201161000, and recounts the log that is left after the deletion.
create or replace function public.compact_story_working_copy(story uuid, snapshot_base64 text, through_seq bigint)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  bytes bytea := private.working_copy_bytes(story, snapshot_base64, 'snapshot', 8388608);
begin
  update public.story_working_copies c
     set snapshot = bytes, snapshot_seq = through_seq, compacted_at = now(), compacted_by = (select auth.uid()),
         updated_at = now()
   where c.story_id = story and through_seq > c.snapshot_seq and through_seq <= c.last_seq;
  if not found then
    return false;
  end if;
  delete from public.story_working_updates u where u.story_id = story and u.seq <= through_seq;
  update public.story_working_copies c
     set log_rows = l.rows, log_bytes = l.bytes
    from (select count(*)::integer as rows, coalesce(sum(octet_length(u.data)), 0)::bigint as bytes
            from public.story_working_updates u where u.story_id = story) l
   where c.story_id = story;
  return true;
end
$$;

drop function private.working_copy_bytes(uuid, text, text);

-- Stated again, as every migration does (hosted grants nothing; create or replace keeps them anyway).
revoke all on function public.append_story_working_update(uuid, text),
  public.compact_story_working_copy(uuid, text, bigint) from public, anon;
grant execute on function public.append_story_working_update(uuid, text),
  public.compact_story_working_copy(uuid, text, bigint) to authenticated, service_role;
