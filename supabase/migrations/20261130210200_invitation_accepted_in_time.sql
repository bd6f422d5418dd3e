-- An invitation is accepted only while it is valid (review of 20261130180000; decisions 154, 168).
-- An invitation whose link was opened in time waited for a credential for ever: a password set, or a
-- passkey added from the link's session, months later still granted the role. An expired invitation
-- grants nothing: the admin sends a new one (which replaces the account the old link opened).
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
   where accepted_user_id = account and opened_at is not null and accepted_at is null and expires_at > now()
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
