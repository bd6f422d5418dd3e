-- A person's full name is text of at most 100 characters (issue 49, item 8;
-- docs/product/security.md#full-names): sign-up stored a 330-character name with HTML in it. The
-- name lives in auth.users.raw_user_meta_data.full_name, which sign-up, PUT /user, the admin API
-- and hosted GoTrue all write, so the check sits on auth.users itself. 100 is what the admin's
-- Users directory shows in full. JSON null or no name is allowed (a name is optional there).
-- On update only a changed name is checked: a name stored before this migration does not block
-- the account's other metadata changes.

create or replace function private.check_full_name()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  full_name constant jsonb := new.raw_user_meta_data -> 'full_name';
begin
  if full_name is null or jsonb_typeof(full_name) = 'null' then
    return new;
  end if;
  if tg_op = 'UPDATE' and full_name is not distinct from old.raw_user_meta_data -> 'full_name' then
    return new;
  end if;
  if jsonb_typeof(full_name) <> 'string' then
    raise exception using message = 'Full name must be text.', errcode = 'check_violation',
      constraint = 'users_full_name_limit';
  end if;
  if char_length(full_name #>> '{}') > 100 then
    raise exception using message = 'Full name must be 100 characters or fewer.', errcode = 'check_violation',
      constraint = 'users_full_name_limit';
  end if;
  return new;
end
$$;

revoke execute on function private.check_full_name() from public, anon, authenticated;
-- A trigger runs its function for whoever writes the table: PostgreSQL checks EXECUTE when the
-- trigger is created, not when it fires, so anon, authenticated and hosted GoTrue's own role reach it
-- through their writes and need no grant to call it directly. The service role, which writes these
-- tables itself (the admin API, the seed, tools), is granted it explicitly, as every migration states.
grant execute on function private.check_full_name() to service_role;

create trigger users_full_name_limit before insert or update of raw_user_meta_data on auth.users
  for each row execute function private.check_full_name();
