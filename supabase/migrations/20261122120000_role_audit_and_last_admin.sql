-- Role changes made safe for the admin dashboard:
-- 1. Every grant and revocation in user_roles, from any path (the dashboard, REST, the SQL editor),
--    is written by a trigger to role_audit_log: who changed it, whose role, what, when. Admins read
--    it; nobody writes it through the API, so the trail cannot be edited or erased from the app.
-- 2. An admin may step down (revoke their own roles) while another admin exists; the last admin
--    cannot remove their own admin role. A trigger keeps at least one admin even when two admins
--    revoke each other at the same moment; the service role and the database owner are not bound
--    (deleting a user cascades to their roles, and operators must be able to repair anything).

create table public.role_audit_log (
  id uuid primary key default gen_random_uuid(),
  action text not null constraint role_audit_log_action_check check (action in ('granted', 'revoked')),
  role text not null,
  target_user_id uuid not null,
  -- E-mails are copied at the time of the change so the trail stays readable after an account goes.
  target_email text,
  -- Null when the change came from the service role or the database owner (seed, SQL editor).
  actor_user_id uuid,
  actor_email text,
  created_at timestamptz not null default now()
);

comment on table public.role_audit_log is 'Append-only trail of user_roles changes, written by a trigger.';

create index role_audit_log_created_idx on public.role_audit_log (created_at desc);
create index role_audit_log_target_idx on public.role_audit_log (target_user_id, created_at desc);

alter table public.role_audit_log enable row level security;

create policy "Admins read the role audit log" on public.role_audit_log
  for select to authenticated using ((select public.is_admin()));

-- Admins read it (RLS); only the trigger writes it. The service role may read and repair it.
revoke all on public.role_audit_log from anon, authenticated;
grant select on public.role_audit_log to authenticated;
grant select, insert, update, delete on public.role_audit_log to service_role;

-- Runs as its owner: the API roles may not insert into the log, and auth.users is read for e-mails.
create or replace function public.user_roles_audit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  actor_mail text := (select u.email::text from auth.users u where u.id = actor);
begin
  if tg_op = 'UPDATE' and old.role = new.role and old.user_id = new.user_id then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    insert into public.role_audit_log (action, role, target_user_id, target_email, actor_user_id, actor_email)
    values ('revoked', old.role, old.user_id,
            (select u.email::text from auth.users u where u.id = old.user_id), actor, actor_mail);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into public.role_audit_log (action, role, target_user_id, target_email, actor_user_id, actor_email)
    values ('granted', new.role, new.user_id,
            (select u.email::text from auth.users u where u.id = new.user_id), actor, actor_mail);
  end if;
  return null;
end
$$;

create trigger user_roles_audit after insert or update or delete on public.user_roles
  for each row execute function public.user_roles_audit();

-- True when an admin other than the caller exists (false for non-admins, so it tells them nothing).
create or replace function public.other_admin_exists()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.is_admin() and exists (
    select 1 from public.user_roles
     where role = 'admin' and user_id <> (select auth.uid())
  )
$$;

-- The last-admin rule for app users. The advisory lock serialises concurrent revocations, so two
-- admins revoking each other cannot both succeed; each check sees the other's committed change.
create or replace function public.user_roles_keep_an_admin()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.role <> 'admin' or (tg_op = 'UPDATE' and new.role = 'admin' and new.user_id = old.user_id) then
    return case when tg_op = 'DELETE' then old else new end;
  end if;
  if coalesce((select auth.role()), '') not in ('anon', 'authenticated') then
    return case when tg_op = 'DELETE' then old else new end;
  end if;
  perform pg_advisory_xact_lock(hashtext('public.user_roles.last_admin'));
  if not exists (select 1 from public.user_roles where role = 'admin' and id <> old.id) then
    raise exception 'The last admin cannot remove their own admin role.'
      using errcode = 'P0001', hint = 'last_admin';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end
$$;

create trigger user_roles_keep_an_admin before update or delete on public.user_roles
  for each row execute function public.user_roles_keep_an_admin();

-- Admins may now revoke their own roles too (step down), but only while another admin exists. For
-- the last admin the row is simply not visible to the delete, as with any other refused delete.
drop policy "Admins revoke roles of others" on public.user_roles;
create policy "Admins revoke roles; the last admin keeps theirs" on public.user_roles
  for delete to authenticated
  using ((select public.is_admin()) and (user_id <> (select auth.uid()) or (select public.other_admin_exists())));

-- Trigger functions are never called over /rest/v1/rpc; the policy helper is called by policies
-- as the signed-in user, so authenticated keeps it.
revoke execute on function public.user_roles_audit() from public, anon, authenticated;
revoke execute on function public.user_roles_keep_an_admin() from public, anon, authenticated;
revoke execute on function public.other_admin_exists() from public, anon;
grant execute on function public.other_admin_exists() to authenticated, service_role;
