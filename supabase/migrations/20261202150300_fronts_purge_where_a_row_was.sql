-- Review fix (28 November 2026) to 20261202120200: a container or card moved by an UPDATE (to
-- another front, or a card to another container) purged only the pages of where it went, so the
-- public front it left kept showing it in the caches. An update now purges both places.
create or replace function public.fronts_purge_pages()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  front public.fronts%rowtype;
  changed jsonb;
  keys text[] := '{}';
begin
  if tg_table_name = 'fronts' then
    front := coalesce(new, old);
    -- A draft's changes show nowhere.
    if coalesce(old.published_at <= now(), false) or coalesce(new.published_at <= now(), false) then
      keys := private.front_purge_keys(front.edition) || array['row:' || front.id];
    end if;
  else
    -- The row before and after the change: an update may move it from one public front to another.
    foreach changed in array array_remove(array[to_jsonb(old), to_jsonb(new)], null) loop
      select f.* into front from public.fronts f
       where f.id = case tg_table_name
         when 'front_containers' then (changed ->> 'front_id')::uuid
         else (select c.front_id from public.front_containers c where c.id = (changed ->> 'container_id')::uuid)
       end;
      if front.published_at <= now() then
        keys := keys || array['row:' || front.id];
      end if;
    end loop;
  end if;
  if cardinality(keys) > 0 then
    insert into public.page_purges (keys) values (array(select distinct unnest(keys)));
  end if;
  return null;
end
$$;

revoke execute on function public.fronts_purge_pages() from public, anon, authenticated;
grant execute on function public.fronts_purge_pages() to service_role;
