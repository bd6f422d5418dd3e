-- Review fix (decision 176): deleting an account sets its preview links' created_by to null (the
-- foreign key's set null), and the role trigger of 20261201162100 may run after that, finding no
-- links of theirs. A link that loses its maker this way is revoked in the same update, so a
-- deleted editor's shared drafts close whatever order the cascades run in.

create or replace function public.story_preview_links_revoke_without_maker()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.created_by is not null and new.created_by is null then
    new.revoked_at := coalesce(new.revoked_at, now());
  end if;
  return new;
end
$$;

comment on function public.story_preview_links_revoke_without_maker() is
  'Revokes a preview link whose maker''s account is deleted (decision 176).';

create trigger story_preview_links_revoke_without_maker before update of created_by on public.story_preview_links
  for each row execute function public.story_preview_links_revoke_without_maker();

-- A trigger function, never called over /rest/v1/rpc.
revoke execute on function public.story_preview_links_revoke_without_maker() from public, anon, authenticated;
grant execute on function public.story_preview_links_revoke_without_maker() to service_role;
