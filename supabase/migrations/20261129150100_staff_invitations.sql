-- Staff invited, not promoted (issue 36, docs/decisions/154-staff-two-factor.md).
-- An admin invites an address with a role: invite_staff() records the invitation (admins only,
-- at aal2 when two-factor applies to them, never for an address that already has an account),
-- then the invite-staff function mails GoTrue's invitation. When the invited person follows the
-- link their address is confirmed, and a trigger on auth.users grants the role from this table:
-- the role never comes from user metadata, which its owner can edit. Invitations expire after
-- 24 hours; every invitation and acceptance is written to staff_access_log.

alter table public.staff_access_log drop constraint staff_access_log_action_check;
alter table public.staff_access_log add constraint staff_access_log_action_check check (action in (
  'two_factor_required', 'two_factor_not_required', 'invited', 'invite_accepted'
));
comment on table public.staff_access_log is
  'Append-only trail of staff access: two-factor requirements, invitations and their acceptance; written by the database.';

create table public.staff_invitations (
  id uuid primary key default gen_random_uuid(),
  email text not null constraint staff_invitations_email_check check (email = lower(btrim(email)) and email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  role text not null constraint staff_invitations_role_check check (role in ('admin', 'editor')),
  invited_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '24 hours',
  accepted_at timestamptz,
  accepted_user_id uuid references auth.users (id) on delete set null
);

comment on table public.staff_invitations is
  'Pending and past staff invitations; the role is granted from here when the invitee confirms.';

-- One open invitation per address: inviting again replaces it (and restarts its 24 hours).
create unique index staff_invitations_open_email_key on public.staff_invitations (email) where accepted_at is null;
create index staff_invitations_created_idx on public.staff_invitations (created_at desc);

alter table public.staff_invitations enable row level security;

create policy "Admins read staff invitations" on public.staff_invitations
  for select to authenticated using ((select public.is_admin()));

revoke all on public.staff_invitations from anon, authenticated, service_role;
grant select on public.staff_invitations to authenticated;
grant select, delete on public.staff_invitations to service_role;

-- Records an invitation. Runs as its owner (auth.users is read to refuse existing accounts), so it
-- checks the caller itself: an admin, whose session meets their two-factor rule.
create or replace function public.invite_staff(invitee_email text, role_name text)
returns public.staff_invitations
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  address text := lower(btrim(coalesce(invitee_email, '')));
  invitation public.staff_invitations;
begin
  if not public.is_admin() then
    raise exception 'Unauthorized: Admin access required' using errcode = '42501';
  end if;
  if not public.two_factor_satisfied() then
    raise exception 'Two-factor sign-in required: enter a code from your authenticator app first' using errcode = '42501';
  end if;
  if role_name is null or role_name not in ('admin', 'editor') then
    raise exception 'Unknown role %: use admin or editor', coalesce(role_name, 'null') using errcode = '22023';
  end if;
  if address !~ '^[^\s@]+@[^\s@]+\.[^\s@]+$' or length(address) > 255 then
    raise exception 'Enter a valid e-mail address' using errcode = '22023';
  end if;
  if exists (select 1 from auth.users u where lower(u.email) = address and u.email_confirmed_at is not null) then
    raise exception 'This address already has an account: give it a role from the users list instead' using errcode = '23505';
  end if;
  delete from public.staff_invitations where email = address and accepted_at is null;
  insert into public.staff_invitations (email, role, invited_by) values (address, role_name, me)
  returning * into invitation;
  insert into public.staff_access_log (action, role, target_email, actor_user_id, actor_email)
  values ('invited', role_name, address, me, (select u.email::text from auth.users u where u.id = me));
  return invitation;
end
$$;

revoke all on function public.invite_staff(text, text) from public, anon;
grant execute on function public.invite_staff(text, text) to authenticated;

-- The invitee confirmed their address by following the invitation: the role from the open,
-- unexpired invitation, once. An expired invitation grants nothing (the account stays a reader's).
create or replace function public.accept_staff_invitation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  invitation public.staff_invitations;
begin
  if new.invited_at is null or new.email_confirmed_at is null or old.email_confirmed_at is not null then
    return null;
  end if;
  update public.staff_invitations
     set accepted_at = now(), accepted_user_id = new.id
   where email = lower(new.email) and accepted_at is null and expires_at > now()
  returning * into invitation;
  if invitation.id is null then
    return null;
  end if;
  insert into public.user_roles (user_id, role) values (new.id, invitation.role) on conflict do nothing;
  insert into public.staff_access_log (action, role, target_email, actor_user_id, actor_email)
  values ('invite_accepted', invitation.role, lower(new.email), new.id, new.email);
  return null;
end
$$;

revoke all on function public.accept_staff_invitation() from public, anon, authenticated;

create trigger accept_staff_invitation
  after update of email_confirmed_at on auth.users
  for each row execute function public.accept_staff_invitation();
