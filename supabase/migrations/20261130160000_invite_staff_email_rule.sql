-- Staff invitations take only addresses GoTrue takes (issue 49, item 5;
-- docs/product/security.md#staff-invitations). invite_staff() checked `x@y.z` loosely, so
-- `<script>@x.com` was recorded, GoTrue's invite then refused it and the invite-staff function
-- answered 500. Now an invitation's address must pass public.is_valid_email (the rule of the
-- intake tables) and have a dot-atom local part, as GoTrue and the local backend's auth require
-- (backend/src/auth/users.ts: no leading, trailing or doubled dot, no quotes or angle brackets).

create schema if not exists private;

create or replace function private.is_account_email(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select public.is_valid_email(value)
     and value ~ '^[A-Za-z0-9!#$%&''*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&''*+/=?^_`{|}~-]+)*@'
$$;

revoke execute on function private.is_account_email(text) from public, anon, authenticated;

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
