-- Review fix (decision 195, finding 9): the nightly purge's cascaded deletions are audited. When
-- the job (no request role) deletes a trashed story, its live posts that were never trashed go by
-- the foreign key's cascade; content_audit returned early for them, so nothing recorded them. Now
-- any delete while a purge runs (private.trash_purging = 'on', set by private.purge_trash_rows) is
-- 'purged', whoever runs it. Otherwise as 20261204500000_trash.sql.

create or replace function public.content_audit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  old_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  new_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  changed text[] := '{}';
  was_public boolean;
  is_public boolean;
  -- A trashed row deleted, or whatever a purge's cascade takes with it (a trashed story's posts).
  purged boolean := tg_op = 'DELETE' and (old_row ->> 'deleted_at' is not null
                                          or coalesce(current_setting('private.trash_purging', true), '') = 'on');
  verb text;
begin
  -- No request claims: the database owner's own work (migrations, seed, bulk loads), but a purge.
  if (select auth.role()) is null and not purged then
    return null;
  end if;
  if tg_op = 'INSERT' then
    verb := 'created';
  elsif purged then
    verb := 'purged';
  elsif tg_op = 'DELETE' then
    verb := 'deleted';
  elsif (old_row ->> 'deleted_at') is distinct from (new_row ->> 'deleted_at') then
    verb := case when new_row ->> 'deleted_at' is null then 'restored' else 'trashed' end;
  else
    -- Bookkeeping columns (timestamps, edit version, generated text, event view counter) are no edit.
    select coalesce(array_agg(n.key order by n.key), '{}') into changed
      from jsonb_each(new_row) n
     where n.key <> all (array['updated_at', 'version', 'search_vector', 'excerpt', 'view_count'])
       and n.value is distinct from old_row -> n.key;
    if cardinality(changed) = 0 then
      return null;
    end if;
    was_public := public.content_audit_is_public(tg_table_name, old_row);
    is_public := public.content_audit_is_public(tg_table_name, new_row);
    verb := case
      when was_public is distinct from is_public and is_public then 'published'
      when was_public is distinct from is_public then 'unpublished'
      else 'changed'
    end;
  end if;
  insert into public.content_audit_log (table_name, row_id, action, title, changed_columns, actor_user_id, actor_email)
  values (
    tg_table_name,
    (coalesce(new_row, old_row) ->> 'id')::uuid,
    verb,
    coalesce(new_row, old_row) ->> 'title',
    changed,
    actor,
    (select u.email::text from auth.users u where u.id = actor)
  );
  return null;
end
$$;

revoke execute on function public.content_audit() from public, anon, authenticated;
-- A trigger function: no API role calls it; stated as hosted's defaults leave it (the service role).
grant execute on function public.content_audit() to service_role;
