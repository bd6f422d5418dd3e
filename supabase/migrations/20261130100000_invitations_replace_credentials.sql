-- Invitations replace whatever was set on an account before them (issue 47, finding 1;
-- docs/decisions/161-invitations-replace-credentials.md).
-- A stranger could sign an address up with a password of their own before an admin invited it:
-- the account waited unconfirmed, invite_staff() let the invitation through (it refused confirmed
-- accounts only), GoTrue's invite reused the account, and following the link confirmed it with the
-- stranger's password still set; the stranger then signed in with the invited role. Now:
-- 1. invite_staff() deletes an unconfirmed account of the address (its identities, sessions and
--    factors go with it), so the invitation that follows makes a new account with no credential.
-- 2. Accepting an invitation (the first confirmation of an invited account) ends every session the
--    account had and drops any password set before it. GoTrue signs the invitee in by the link
--    after this update, and the invitee chooses the password. This also covers an account signed
--    up between invite_staff() and the mail, which hosted GoTrue's invite would reuse as it is.

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

-- Restated (create or replace keeps them): admins call it through the API, as before.
revoke all on function public.invite_staff(text, text) from public, anon;
grant execute on function public.invite_staff(text, text) to authenticated;

-- The invitee confirmed their address by following the invitation. Sessions and a password the
-- account had before are not the invitee's: they end here, before GoTrue issues the link's session.
-- Then the role from the open, unexpired invitation, once; an expired one grants nothing.
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
  delete from auth.sessions where user_id = new.id;
  update auth.users set encrypted_password = '' where id = new.id and coalesce(encrypted_password, '') <> '';
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
