-- The admin dashboard's Users and roles tab.
-- admin_search_users: accounts (e-mail, name, created, last sign-in, roles), searched by e-mail or
--   name and paged, for admins only. auth.users is not exposed through the Data API; this function
--   reads it as its owner after checking the caller is an admin, so no service key reaches a browser.
-- set_user_role: grant or revoke editor/admin with clear errors. It runs as the caller, so the
--   user_roles policies and triggers (audit, last admin) decide exactly as for a direct write.

create or replace function public.admin_search_users(
  search text default '',
  max_rows integer default 50,
  skip_rows integer default 0
)
returns table (
  id uuid,
  email text,
  full_name text,
  created_at timestamptz,
  last_sign_in_at timestamptz,
  roles text[],
  total_count bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  needle text := lower(btrim(coalesce(search, '')));
begin
  if not public.is_admin() then
    raise exception 'Unauthorized: Admin access required' using errcode = '42501';
  end if;
  -- strpos, not LIKE: a '%' or '_' typed into the search box is matched literally.
  return query
    select u.id,
           u.email::text,
           nullif(btrim(u.raw_user_meta_data ->> 'full_name'), ''),
           u.created_at,
           u.last_sign_in_at,
           coalesce((select array_agg(r.role order by r.role) from public.user_roles r where r.user_id = u.id), '{}'),
           count(*) over ()
      from auth.users u
     where u.deleted_at is null
       and (needle = ''
            or strpos(lower(u.email), needle) > 0
            or strpos(lower(coalesce(u.raw_user_meta_data ->> 'full_name', '')), needle) > 0)
     order by u.email, u.id
     limit least(greatest(coalesce(max_rows, 50), 1), 100)
     offset greatest(coalesce(skip_rows, 0), 0);
end
$$;

create or replace function public.set_user_role(target_user_id uuid, role_name text, enabled boolean)
returns text[]
language plpgsql
security invoker
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
begin
  if not public.is_admin() then
    raise exception 'Unauthorized: Admin access required' using errcode = '42501';
  end if;
  if role_name is null or role_name not in ('admin', 'editor') then
    raise exception 'Unknown role %: use admin or editor', coalesce(role_name, 'null') using errcode = '22023';
  end if;
  if target_user_id is null or enabled is null then
    raise exception 'target_user_id and enabled are required' using errcode = '22023';
  end if;
  if enabled then
    if target_user_id = me then
      raise exception 'You cannot grant yourself a role.' using errcode = '42501';
    end if;
    insert into public.user_roles (user_id, role) values (target_user_id, role_name)
      on conflict (user_id, role) do nothing;
  else
    if target_user_id = me and role_name = 'admin' and not public.other_admin_exists() then
      raise exception 'The last admin cannot remove their own admin role.'
        using errcode = 'P0001', hint = 'last_admin';
    end if;
    delete from public.user_roles where user_id = target_user_id and role = role_name;
  end if;
  return array(select r.role from public.user_roles r where r.user_id = target_user_id order by r.role);
end
$$;

revoke execute on function public.admin_search_users(text, integer, integer) from public, anon;
grant execute on function public.admin_search_users(text, integer, integer) to authenticated;
revoke execute on function public.set_user_role(uuid, text, boolean) from public, anon;
grant execute on function public.set_user_role(uuid, text, boolean) to authenticated;
