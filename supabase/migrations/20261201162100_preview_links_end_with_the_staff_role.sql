-- Review fix (decision 176): a preview link outlived its creator's staff role, so an editor who
-- was removed (or left) kept every draft they had shared open to whoever held the link. When a
-- user's last staff role goes (revoked, or moved to another user), the links they made that are
-- still active are revoked, whoever removed the role. A change between admin and editor keeps them.

create or replace function public.user_roles_revoke_preview_links()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.user_roles r where r.user_id = old.user_id and r.role in ('editor', 'admin')) then
    return null;
  end if;
  update public.story_preview_links l set revoked_at = now()
   where l.created_by = old.user_id and l.revoked_at is null;
  return null;
end
$$;

comment on function public.user_roles_revoke_preview_links() is
  'Revokes the preview links of a user who no longer has a staff role (decision 176).';

create trigger user_roles_revoke_preview_links after update or delete on public.user_roles
  for each row execute function public.user_roles_revoke_preview_links();

-- A trigger function, never called over /rest/v1/rpc.
revoke execute on function public.user_roles_revoke_preview_links() from public, anon, authenticated;
grant execute on function public.user_roles_revoke_preview_links() to service_role;
