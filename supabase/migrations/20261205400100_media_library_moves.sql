-- The media library follows a moved object (decision 199): storage's move renames the row of
-- storage.objects (an UPDATE of name), which the registration trigger of 20261205400000 took for a
-- new upload, leaving the old path's row behind. Now the row keeps its id, texts and uploader and
-- takes the new path.

create or replace function private.media_assets_from_storage()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    if old.bucket_id = 'blog-images' then
      perform set_config('private.media_object_gone', 'on', true);
      delete from public.media_assets where storage_path = old.name;
      perform set_config('private.media_object_gone', 'off', true);
    end if;
    return old;
  end if;
  if tg_op = 'UPDATE' and old.bucket_id = 'blog-images' and old.name is distinct from new.name then
    if new.bucket_id = 'blog-images' then
      update public.media_assets set storage_path = new.name where storage_path = old.name;
    else
      perform set_config('private.media_object_gone', 'on', true);
      delete from public.media_assets where storage_path = old.name;
      perform set_config('private.media_object_gone', 'off', true);
    end if;
  end if;
  if new.bucket_id <> 'blog-images' or new.name like '%.emptyFolderPlaceholder' then
    return new;
  end if;
  insert into public.media_assets (storage_path, bytes, mime_type, uploaded_by, created_at)
  values (
    new.name,
    nullif(new.metadata ->> 'size', '')::bigint,
    new.metadata ->> 'mimetype',
    new.owner,
    coalesce(new.created_at, now())
  )
  on conflict (storage_path) do update
    set bytes = coalesce(excluded.bytes, public.media_assets.bytes),
        mime_type = coalesce(excluded.mime_type, public.media_assets.mime_type);
  return new;
end
$$;

-- Grants, stated: a trigger function is reached by no API role, by design (triggers fire without
-- EXECUTE); the registration trigger on storage.objects runs it as its owner for every role.
revoke all on function private.media_assets_from_storage() from public, anon, authenticated, service_role;

drop trigger media_assets_register on storage.objects;
create trigger media_assets_register after insert or update of metadata, name, bucket_id on storage.objects
  for each row execute function private.media_assets_from_storage();
