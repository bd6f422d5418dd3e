-- Realtime: a project adds tables to the supabase_realtime publication; the local backend turns
-- that into row triggers that queue each change here and NOTIFY its id (payloads can exceed
-- NOTIFY's 8000-byte limit, so the change itself travels through this table).
create schema if not exists realtime;

do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;

create table if not exists realtime.changes (
  id bigserial primary key,
  schema_name text not null,
  table_name text not null,
  type text not null,
  record jsonb,
  old_record jsonb,
  commit_timestamp timestamptz not null default now()
);

-- A change small enough for NOTIFY's 8000-byte payload travels in it whole: the change feed
-- delivers it without a query of its own. A larger one is queued here and announced by its id.
create or replace function realtime.capture_change() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  change jsonb := jsonb_build_object(
    'id', nextval('realtime.changes_id_seq')::text,
    'schema_name', tg_table_schema,
    'table_name', tg_table_name,
    'type', tg_op,
    'record', case when tg_op = 'DELETE' then null else to_jsonb(new) end,
    'old_record', case when tg_op = 'INSERT' then null else to_jsonb(old) end,
    'commit_timestamp', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  );
  message text := change::text;
begin
  if octet_length(message) < 7900 then
    perform pg_notify('realtime_changes', message);
    return null;
  end if;
  insert into realtime.changes (id, schema_name, table_name, type, record, old_record)
  values (
    (change->>'id')::bigint, tg_table_schema, tg_table_name, tg_op, change->'record', change->'old_record'
  );
  perform pg_notify('realtime_changes', change->>'id');
  return null;
end
$$;

-- Would a select by primary key, as each of these subscribers (role and JWT claims, set as
-- PostgREST sets them), return the row? `subscribers` is a JSON array of [role, claims]; the
-- answer a JSON array of booleans in the same order. One statement for all of them, as hosted
-- Realtime's apply_rls checks every subscription of a change in one call: a thousand signed-in
-- readers of a live blog cost one round trip, not a thousand (decision 149). A policy that fails
-- for one subscriber hides the row from that subscriber only.
-- Security invoker: switching roles needs the caller's membership; only the backend may call it.
-- realtime.row_visible (one subscriber a call) is what it replaced.
drop function if exists realtime.row_visible(text, text, text, text, jsonb);
create or replace function realtime.rows_visible(
  subscribers jsonb, schema_name text, table_name text, primary_key jsonb
) returns jsonb
language plpgsql set search_path = '' as $$
declare
  probe text := format(
    'select exists (select 1 from %I.%I where %s)',
    schema_name,
    table_name,
    (select string_agg(format('%I = %L', key, value), ' and ') from jsonb_each_text(primary_key))
  );
  subscriber jsonb;
  visible boolean;
  answers jsonb := '[]'::jsonb;
begin
  perform set_config('search_path', 'public, extensions', true),
    set_config('request.method', '', true),
    set_config('request.path', '', true),
    set_config('request.headers', '{}', true);
  for subscriber in select value from jsonb_array_elements(subscribers) loop
    begin
      perform set_config('role', subscriber->>0, true),
        set_config('request.jwt.claims', subscriber->>1, true);
      execute probe into visible;
    exception when others then
      raise warning 'realtime: an RLS check on %.% failed for one subscriber: %', schema_name, table_name, sqlerrm;
      visible := false;
    end;
    answers := answers || to_jsonb(coalesce(visible, false));
  end loop;
  return answers;
end
$$;
revoke all on function realtime.rows_visible(jsonb, text, text, jsonb) from public;

-- Realtime Authorization (docs/product/security.md#realtime-channels): as on hosted Supabase, a
-- private channel is joined only when the RLS policies on realtime.messages let the user select a
-- message of its topic, and broadcasts or tracks presence only when they let it insert one. The
-- columns, grants and realtime.topic() are hosted's, so a project's policies apply unchanged
-- (hosted partitions the table by inserted_at; nothing here depends on that).
create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp without time zone not null default now(),
  inserted_at timestamp without time zone not null default now(),
  id uuid not null default gen_random_uuid(),
  binary_payload bytea,
  constraint messages_pkey primary key (id, inserted_at),
  constraint messages_payload_exclusive check (payload is null or binary_payload is null)
);
alter table realtime.messages enable row level security;
grant usage on schema realtime to anon, authenticated, service_role;
grant insert, select, update on realtime.messages to anon, authenticated, service_role;

-- The topic of the channel being joined (without its "realtime:" prefix), for policies.
create or replace function realtime.topic() returns text
language sql stable as $$
  select nullif(current_setting('realtime.topic', true), '')::text;
$$;

-- What the subscriber (role and JWT claims) may do on a private channel's topic, in one statement:
-- hosted Realtime's probe (insert one message per extension, select them back as the user; insert
-- as the user for write) inside a block that is then rolled back, so no probe, role or setting
-- survives the call. Security invoker: switching roles needs the caller's membership; only the
-- backend may call it.
create or replace function realtime.channel_access(subscriber_role text, claims text, channel_topic text)
returns jsonb
language plpgsql set search_path = '' as $$
declare
  broadcast_probe uuid := gen_random_uuid();
  presence_probe uuid := gen_random_uuid();
  access jsonb;
begin
  begin
    insert into realtime.messages (id, topic, extension)
    values (broadcast_probe, channel_topic, 'broadcast'), (presence_probe, channel_topic, 'presence');
    perform set_config('search_path', 'public, extensions', true),
      set_config('role', subscriber_role, true),
      set_config('realtime.topic', channel_topic, true),
      set_config('request.jwt.claims', claims, true),
      set_config('request.jwt.claim.sub', coalesce(claims::jsonb ->> 'sub', ''), true),
      set_config('request.jwt.claim.role', subscriber_role, true),
      set_config('request.headers', '{}', true);
    select jsonb_build_object(
      'broadcast_read', exists (select 1 from realtime.messages where id = broadcast_probe),
      'presence_read', exists (select 1 from realtime.messages where id = presence_probe),
      'broadcast_write', true,
      'presence_write', true
    ) into access;
    begin
      insert into realtime.messages (topic, extension) values (channel_topic, 'broadcast');
    exception when insufficient_privilege then
      access := access || '{"broadcast_write": false}';
    end;
    begin
      insert into realtime.messages (topic, extension) values (channel_topic, 'presence');
    exception when insufficient_privilege then
      access := access || '{"presence_write": false}';
    end;
    -- Undo the probes and the role switch; the answer is kept in a variable.
    raise exception using errcode = 'RTA01';
  exception when sqlstate 'RTA01' then
    return access;
  end;
end
$$;
revoke all on function realtime.channel_access(text, text, text) from public;
