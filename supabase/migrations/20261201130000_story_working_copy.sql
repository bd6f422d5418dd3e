-- The shared working copy of a story (issue 50, decision 174, docs/product/co-editing.md): a Yjs
-- document per story, exchanged as updates on the private Realtime channel `story:<id>:working`
-- and persisted here as an append-only log of updates, compacted by the clients into a snapshot.
-- The database never parses Yjs: it bounds sizes and decides who may read and write; every client
-- decodes each update before applying it and skips one that does not decode, so a malformed update
-- in the log never reaches a document, a snapshot or a peer (docs/product/co-editing.md#bad-updates).
-- Applies unchanged on hosted Supabase (realtime.messages and realtime.topic() exist there).

-- Who may co-edit a story: the staff who may edit it (the "Editors edit stories" policy and its
-- two-factor restriction), and only while it exists. Runs as the caller: no power of its own.
create or replace function public.may_coedit_story(story uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select public.is_editor() and public.two_factor_satisfied()
     and exists (select 1 from public.news_stories s where s.id = story)
$$;

-- The story a working-copy channel topic names, checked for the rights above; false for any other
-- topic (the CASE keeps a topic that is no uuid from ever being cast, so no policy raises).
create or replace function public.may_coedit_topic(topic text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select case
    when topic ~ '^story:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}:working$'
      then public.may_coedit_story(substring(topic from 7 for 36)::uuid)
    else false
  end
$$;

-- One row per story that has a working copy: the compacted snapshot (a Yjs update holding the
-- whole document through snapshot_seq) and the last sequence number given to an update. Appends
-- take this row's lock, so a story's updates commit in the order of their numbers and a
-- compaction through seq N never deletes an update it did not see.
create table public.story_working_copies (
  story_id uuid primary key references public.news_stories (id) on delete cascade,
  snapshot bytea constraint story_working_copies_snapshot_size check (octet_length(snapshot) between 1 and 8388608),
  snapshot_seq bigint not null default 0,
  last_seq bigint not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  compacted_at timestamptz,
  constraint story_working_copies_seq_order check (snapshot_seq between 0 and last_seq)
);

comment on table public.story_working_copies is
  'A story''s co-edited working copy: its Yjs snapshot and update counter (decision 174).';

-- The append-only log of Yjs updates since the snapshot. At most 1 MiB each: a keystroke is tens
-- of bytes and a whole 256 KB story document well under it.
create table public.story_working_updates (
  story_id uuid not null references public.story_working_copies (story_id) on delete cascade,
  seq bigint not null,
  data bytea not null constraint story_working_updates_size check (octet_length(data) between 1 and 1048576),
  author uuid,
  created_at timestamptz not null default now(),
  primary key (story_id, seq)
);

comment on table public.story_working_updates is
  'Yjs updates of a story''s working copy after its snapshot, in order (decision 174).';

alter table public.story_working_copies enable row level security;
alter table public.story_working_updates enable row level security;

create policy "Staff with rights on the story read its working copy" on public.story_working_copies
  for select to authenticated using ((select public.may_coedit_story(story_id)));
create policy "Staff with rights on the story read its working updates" on public.story_working_updates
  for select to authenticated using ((select public.may_coedit_story(story_id)));

-- Writes go through the functions below only (they number the updates); no API role writes rows.
grant select on public.story_working_copies, public.story_working_updates to authenticated;
grant all on public.story_working_copies, public.story_working_updates to service_role;

-- Raises 42501 unless the caller is staff meeting their two-factor rule, P0002 for a story that
-- does not exist (deleted while being edited), 22023 for an update that is no base64.
create or replace function private.working_copy_bytes(story uuid, encoded text, kind text)
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
  begin
    bytes := decode(encoded, 'base64');
  exception when others then
    raise exception 'The % is not base64', kind using errcode = '22023';
  end;
  if bytes is null or octet_length(bytes) = 0 then
    raise exception 'The % is empty', kind using errcode = '22023';
  end if;
  return bytes;
end
$$;

revoke all on function private.working_copy_bytes(uuid, text, text) from public, anon, authenticated;

-- Appends one update (base64) and answers its sequence number.
create or replace function public.append_story_working_update(story uuid, update_base64 text)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  bytes bytea := private.working_copy_bytes(story, update_base64, 'update');
  next_seq bigint;
begin
  if octet_length(bytes) > 1048576 then
    raise exception 'The update is too large: % bytes, at most 1048576', octet_length(bytes) using errcode = '54000';
  end if;
  insert into public.story_working_copies as c (story_id, last_seq) values (story, 1)
  on conflict (story_id) do update set last_seq = c.last_seq + 1, updated_at = now()
  returning c.last_seq into next_seq;
  insert into public.story_working_updates (story_id, seq, data, author)
  values (story, next_seq, bytes, (select auth.uid()));
  return next_seq;
end
$$;

-- Replaces the snapshot by one holding every update through through_seq and deletes those updates.
-- Answers false (and changes nothing) when a newer snapshot is already stored or through_seq was
-- never given: of two concurrent compactions the later one wins, and neither loses an update.
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
     set snapshot = bytes, snapshot_seq = through_seq, compacted_at = now(), updated_at = now()
   where c.story_id = story and through_seq > c.snapshot_seq and through_seq <= c.last_seq;
  if not found then
    return false;
  end if;
  delete from public.story_working_updates u where u.story_id = story and u.seq <= through_seq;
  return true;
end
$$;

-- What a client loads: the snapshot when it is newer than after_seq, then the updates after both,
-- in order, base64; at most 500 rows a call (hosted caps API rows at 1,000): call again with the
-- last seq until fewer come back. One statement, so a concurrent compaction is seen whole or not
-- at all. Runs as the caller: the policies above decide, a caller without rights gets no rows.
create or replace function public.story_working_copy(story uuid, after_seq bigint default 0)
returns table (seq bigint, kind text, data text)
language sql
stable
set search_path = ''
as $$
  with copy as (
    select c.snapshot, c.snapshot_seq from public.story_working_copies c where c.story_id = story
  )
  select * from (
    select copy.snapshot_seq, 'snapshot', translate(encode(copy.snapshot, 'base64'), E'\n', '')
      from copy where copy.snapshot is not null and copy.snapshot_seq > after_seq
    union all
    select u.seq, 'update', translate(encode(u.data, 'base64'), E'\n', '')
      from public.story_working_updates u
     where u.story_id = story
       and u.seq > greatest(after_seq, coalesce((select copy.snapshot_seq from copy), 0))
  ) as rows (seq, kind, data)
  order by seq
  limit 500
$$;

revoke all on function public.may_coedit_story(uuid), public.may_coedit_topic(text),
  public.append_story_working_update(uuid, text), public.compact_story_working_copy(uuid, text, bigint),
  public.story_working_copy(uuid, bigint)
  from public, anon;
grant execute on function public.may_coedit_story(uuid), public.may_coedit_topic(text),
  public.append_story_working_update(uuid, text), public.compact_story_working_copy(uuid, text, bigint),
  public.story_working_copy(uuid, bigint)
  to authenticated, service_role;

-- Realtime Authorization (decision 145): the private channel `story:<id>:working` carries the
-- updates (broadcast) and who is there (presence). Only staff with rights on the story may join
-- (select) and send (insert) either; everyone else is refused at the join.
create policy "Staff with rights on a story join its working channel"
on realtime.messages
for select
to authenticated
using (
  realtime.messages.extension in ('broadcast', 'presence')
  and (select public.may_coedit_topic((select realtime.topic())))
);

create policy "Staff with rights on a story send on its working channel"
on realtime.messages
for insert
to authenticated
with check (
  realtime.messages.extension in ('broadcast', 'presence')
  and (select public.may_coedit_topic((select realtime.topic())))
);
