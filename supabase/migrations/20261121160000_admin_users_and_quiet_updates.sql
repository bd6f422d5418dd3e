-- 1. updated_at moves only when a row really changes: the console's "clear every other featured
--    flag" update touches all stories and must not make them all look freshly edited.
-- 2. Admins need to see who can be given a role; auth.users is not exposed through the API, so an
--    admin-only function lists users with their roles (roles are then granted via user_roles).

create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new is distinct from old then
    new.updated_at := now();
  end if;
  return new;
end
$$;

create or replace function public.admin_list_users()
returns table (id uuid, email text, created_at timestamptz, last_sign_in_at timestamptz, roles text[])
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Unauthorized: Admin access required' using errcode = '42501';
  end if;
  return query
    select u.id, u.email::text, u.created_at, u.last_sign_in_at,
           coalesce(array_agg(r.role order by r.role) filter (where r.role is not null), '{}')
      from auth.users u
      left join public.user_roles r on r.user_id = u.id
     where u.deleted_at is null
     group by u.id
     order by u.email;
end
$$;

revoke execute on function public.admin_list_users() from public, anon;
