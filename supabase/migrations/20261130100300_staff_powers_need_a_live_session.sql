-- Staff powers belong to a session that still exists (issue 47, finding 1;
-- docs/decisions/161-invitations-replace-credentials.md).
-- An access token stays valid until it expires (up to an hour) after its session ended: a sign-out,
-- a password change or reset, or an invitation's acceptance ending the sessions someone else had
-- opened. The REST API (PostgREST on hosted Supabase) never asks whether the session still exists,
-- so the role checks behind every staff policy and function ask it here: a token whose
-- `session_id` names no session holds no role. Tokens without the claim are minted with the JWT
-- secret itself (service and test tokens), never by a sign-in, and keep working as before.

create or replace function public.session_is_live()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when (select auth.jwt() ->> 'session_id') is null then true
    when (select auth.jwt() ->> 'session_id') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then false
    else exists (select 1 from auth.sessions s where s.id = (select auth.jwt() ->> 'session_id')::uuid)
  end
$$;

comment on function public.session_is_live() is
  'False when the caller''s token names a session that has ended (signed out, password changed, invitation accepted).';

create or replace function public.has_role(role_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles
     where user_id = (select auth.uid()) and role = role_name
  ) and public.session_is_live()
$$;

create or replace function public.is_editor()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles
     where user_id = (select auth.uid()) and role in ('editor', 'admin')
  ) and public.session_is_live()
$$;

-- Called by RLS policies and CHECK constraints, which run as the requesting role (as before).
revoke all on function public.session_is_live() from public;
grant execute on function public.session_is_live(), public.has_role(text), public.is_editor()
  to anon, authenticated, service_role;
