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

-- Would a select by primary key, as this subscriber (role and JWT claims, set as PostgREST sets
-- them), return the row? One statement, so the change feed's check costs one round trip.
-- Security invoker: switching roles needs the caller's membership; only the backend may call it.
create or replace function realtime.row_visible(
  subscriber_role text, claims text, schema_name text, table_name text, primary_key jsonb
) returns boolean
language plpgsql set search_path = '' as $$
declare
  visible boolean;
begin
  perform set_config('search_path', 'public, extensions', true),
    set_config('role', subscriber_role, true),
    set_config('request.jwt.claims', claims, true),
    set_config('request.method', '', true),
    set_config('request.path', '', true),
    set_config('request.headers', '{}', true);
  execute format(
    'select exists (select 1 from %I.%I where %s)',
    schema_name,
    table_name,
    (select string_agg(format('%I = %L', key, value), ' and ') from jsonb_each_text(primary_key))
  ) into visible;
  return visible;
end
$$;
revoke all on function realtime.row_visible(text, text, text, text, jsonb) from public;
