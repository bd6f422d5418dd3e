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

-- Hosted Supabase's current defaults: objects a migration creates in public are NOT granted to the
-- API roles (changelog "Tables not exposed to the Data API automatically", 2026-10-30 for every
-- project). Each migration grants what it creates, so a missing grant fails here exactly as it
-- would on Supabase. Revoking is idempotent and also clears the blanket defaults that earlier
-- versions of this bootstrap gave to existing local databases. EXECUTE for PUBLIC on new functions
-- stays, as PostgreSQL (and Supabase) leave it.
alter default privileges in schema public revoke all on tables from anon, authenticated, service_role;
alter default privileges in schema public revoke all on sequences from anon, authenticated, service_role;
alter default privileges in schema public revoke all on functions from anon, authenticated, service_role;

create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
