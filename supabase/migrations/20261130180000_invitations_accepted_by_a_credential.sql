-- An invitation is accepted when the invitee has a credential, not when its link is opened
-- (issue 49, item 4; docs/decisions/168-first-week-accounts-and-labels.md).
-- A mail scanner, or an invitee who stopped before choosing a password, spent the link: the
-- invitation read "Accepted", the account had no password and a new invitation was refused
-- ("This address already has an account"). Now:
-- 1. Following the link (the account's first confirmation) still ends earlier sessions and drops a
--    password set before it (decision 161), and only notes the invitation as opened.
-- 2. The invitation is accepted, and the role granted, when that account sets a password or
--    registers a passkey. Until then it is pending: the admin can resend or revoke it.
-- 3. invite_staff() (resend) replaces an account that an invitation confirmed but that has no
--    credential yet: the new invitation makes it anew, which ends the old link and its session.
-- 4. revoke_staff_invitation() ends an invitation that is not accepted, its link and its session.

alter table public.staff_access_log drop constraint staff_access_log_action_check;
alter table public.staff_access_log add constraint staff_access_log_action_check check (action in (
  'two_factor_required', 'two_factor_not_required', 'invited', 'invite_accepted', 'invite_revoked'
));

alter table public.staff_invitations add column opened_at timestamptz;
comment on column public.staff_invitations.opened_at is
  'When the link was first followed (by the invitee or a mail scanner); accepted_at waits for a password or passkey.';

create schema if not exists private;

-- Hosted projects without passkeys have no auth.webauthn_credentials: ask only where it exists.
create or replace function private.has_passkey(account uuid)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  found boolean := false;
begin
  if to_regclass('auth.webauthn_credentials') is null then
    return false;
  end if;
  execute 'select exists (select 1 from auth.webauthn_credentials where user_id = $1)' into found using account;
  return found;
end
$$;

-- An account an invitation made that nobody can sign in to yet: no password, no passkey, no role.
-- Deleting it ends its link, its sessions and any factor enrolled from the link's session.
create or replace function private.drop_uncredentialed_invitee(address text)
returns void
language sql
security definer
set search_path = ''
as $$
  delete from auth.users u
   where lower(u.email) = address
     and u.invited_at is not null
     and coalesce(u.encrypted_password, '') = ''
     and not private.has_passkey(u.id)
     and not exists (select 1 from public.user_roles r where r.user_id = u.id)
$$;

revoke all on function private.has_passkey(uuid), private.drop_uncredentialed_invitee(text)
  from public, anon, authenticated;

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
  if not coalesce(private.is_account_email(address), false) then
    raise exception 'Enter a valid e-mail address' using errcode = '22023';
  end if;
  -- A resend: the last invitation's link was followed but no credential was set.
  if exists (select 1 from public.staff_invitations i where i.email = address and i.accepted_at is null) then
    perform private.drop_uncredentialed_invitee(address);
  end if;
  if exists (select 1 from auth.users u where lower(u.email) = address and u.email_confirmed_at is not null) then
    raise exception 'This address already has an account: give it a role from the users list instead' using errcode = '23505';
  end if;
  -- Nobody has proved this address yet: an account waiting for it was made by whoever typed it in.
  delete from auth.users u where lower(u.email) = address and u.email_confirmed_at is null;
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

-- Ends an invitation that is not accepted: its link stops working and a session it opened ends.
create or replace function public.revoke_staff_invitation(invitation_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  invitation public.staff_invitations;
begin
  if not public.is_admin() then
    raise exception 'Unauthorized: Admin access required' using errcode = '42501';
  end if;
  if not public.two_factor_satisfied() then
    raise exception 'Two-factor sign-in required: enter a code from your authenticator app first' using errcode = '42501';
  end if;
  delete from public.staff_invitations i where i.id = invitation_id and i.accepted_at is null
  returning * into invitation;
  if invitation.id is null then
    raise exception 'This invitation is already accepted or no longer exists' using errcode = 'P0002';
  end if;
  perform private.drop_uncredentialed_invitee(invitation.email);
  insert into public.staff_access_log (action, role, target_email, actor_user_id, actor_email)
  values ('invite_revoked', invitation.role, invitation.email, me, (select u.email::text from auth.users u where u.id = me));
end
$$;

revoke all on function public.revoke_staff_invitation(uuid) from public, anon;
grant execute on function public.revoke_staff_invitation(uuid) to authenticated;

-- The invitee followed the link: what the account had before ends (decision 161); the invitation
-- is noted as opened, if it was still open and unexpired, and waits for a credential.
create or replace function public.accept_staff_invitation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.invited_at is null or new.email_confirmed_at is null or old.email_confirmed_at is not null then
    return null;
  end if;
  delete from auth.sessions where user_id = new.id;
  update auth.users set encrypted_password = '' where id = new.id and coalesce(encrypted_password, '') <> '';
  update public.staff_invitations
     set opened_at = now(), accepted_user_id = new.id
   where email = lower(new.email) and accepted_at is null and opened_at is null and expires_at > now();
  return null;
end
$$;

revoke all on function public.accept_staff_invitation() from public, anon, authenticated;

-- The account an opened invitation confirmed now has a credential: the invitation is accepted and
-- its role granted, once. (Hosted GoTrue sets a random password before it confirms an invite; the
-- invitation is not opened then, and the confirmation above drops that password.)
create or replace function private.complete_staff_invitation(account uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  invitation public.staff_invitations;
  address text;
begin
  update public.staff_invitations
     set accepted_at = now()
   where accepted_user_id = account and opened_at is not null and accepted_at is null
  returning * into invitation;
  if invitation.id is null then
    return;
  end if;
  select u.email::text into address from auth.users u where u.id = account;
  insert into public.user_roles (user_id, role) values (account, invitation.role) on conflict do nothing;
  insert into public.staff_access_log (action, role, target_email, actor_user_id, actor_email)
  values ('invite_accepted', invitation.role, invitation.email, account, address);
end
$$;

revoke all on function private.complete_staff_invitation(uuid) from public, anon, authenticated;

create or replace function private.staff_invitee_set_password()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.email_confirmed_at is not null and coalesce(new.encrypted_password, '') <> ''
     and coalesce(old.encrypted_password, '') = '' then
    perform private.complete_staff_invitation(new.id);
  end if;
  return null;
end
$$;

create or replace function private.staff_invitee_added_passkey()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.complete_staff_invitation(new.user_id);
  return null;
end
$$;

revoke all on function private.staff_invitee_set_password(), private.staff_invitee_added_passkey()
  from public, anon, authenticated;

create trigger staff_invitee_set_password
  after update of encrypted_password on auth.users
  for each row execute function private.staff_invitee_set_password();

do $$
begin
  if to_regclass('auth.webauthn_credentials') is not null then
    create trigger staff_invitee_added_passkey
      after insert on auth.webauthn_credentials
      for each row execute function private.staff_invitee_added_passkey();
  end if;
end
$$;

-- Invitations accepted under the old rule were opened then; they stay accepted (their role is held).
update public.staff_invitations set opened_at = accepted_at where accepted_at is not null and opened_at is null;
