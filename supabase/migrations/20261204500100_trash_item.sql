-- The console's delete (decision 195): trash_item(kind, id) moves one story, photo essay, live post
-- or ad to the trash and says whether it did. A client's DELETE still trashes (20261204500000), but
-- answers no row, so the consoles, which check that their delete changed a row, call this instead:
-- 42501 for whoever may not (contributors, readers; ads: non-admins), P0002 for a row that is not
-- there or already in the trash, 22023 for an unknown kind.

create or replace function public.trash_item(kind text, id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target text := private.trash_table(kind);
  trashed integer;
begin
  if not private.may_handle_trash(kind) then
    raise exception 'Only editors and admins move items to the trash (ads: admins)' using errcode = '42501';
  end if;
  if target is null then
    raise exception 'Unknown kind %', kind using errcode = '22023';
  end if;
  perform set_config('private.trash_writing', 'on', true);
  execute format('update public.%I set deleted_at = now() where id = $1 and deleted_at is null', target)
    using trash_item.id;
  get diagnostics trashed = row_count;
  perform set_config('private.trash_writing', 'off', true);
  if trashed = 0 then
    raise exception 'This item does not exist or is already in the trash' using errcode = 'P0002';
  end if;
  insert into private.trash_entries (table_name, row_id, deleted_by, deleted_at)
  values (target, trash_item.id, (select auth.uid()), now())
  on conflict (table_name, row_id) do update set deleted_by = excluded.deleted_by, deleted_at = excluded.deleted_at;
end
$$;

comment on function public.trash_item(text, uuid) is
  'Moves one story, photo essay, live post or ad to the trash for 30 days (decision 195); editors and admins, ads admins only.';

revoke all on function public.trash_item(text, uuid) from public, anon;
grant execute on function public.trash_item(text, uuid) to authenticated, service_role;
