-- Platform roles and grants, as every Supabase project has them before its own migrations run.
-- Idempotent: applied on every start.
-- Roles are cluster-wide: several databases on one server (parallel test runs) may bootstrap at the
-- same moment, so a concurrent "already exists" is success, not failure.
do $$
declare
  wanted text[] := array['anon', 'authenticated', 'service_role', 'authenticator'];
  name text;
begin
  foreach name in array wanted loop
    if not exists (select 1 from pg_roles where rolname = name) then
      begin
        execute format('create role %I nologin noinherit%s', name, case when name = 'service_role' then ' bypassrls' else '' end);
      exception when duplicate_object or unique_violation then
        null;
      end;
    end if;
  end loop;
end
$$;

grant anon, authenticated, service_role to authenticator;

create schema if not exists extensions;
grant usage on schema public, extensions to anon, authenticated, service_role;

-- Supabase grants the API roles everything on public objects; row-level security is what limits them.
grant all on all tables in schema public to anon, authenticated, service_role;
grant all on all sequences in schema public to anon, authenticated, service_role;
grant all on all functions in schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
