-- A change to a public front purges the pages that show it (issue 51, item 4; decision 178): the
-- edition's front and `/` for that edition, from the shell's page cache and the CDN, through
-- page_purges as every content change (20261125120000_page_purges.sql). The front's data carries
-- the front's id, so those pages name `row:<front id>`; no other page does.

-- The row keys of an edition's public front now and just before: publishing a version purges the
-- pages that show the version it replaces.
create or replace function private.front_purge_keys(front_edition text)
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg('row:' || f.id), '{}')
    from (select x.id from public.fronts x
           where x.edition = front_edition and x.published_at <= now()
           order by x.published_at desc, x.version desc limit 2) f
$$;

revoke all on function private.front_purge_keys(text) from public, anon, authenticated;

create or replace function public.fronts_purge_pages()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  front public.fronts%rowtype;
  changed jsonb;
  keys text[];
begin
  if tg_table_name = 'fronts' then
    front := coalesce(new, old);
    -- A draft's changes show nowhere.
    if coalesce(old.published_at <= now(), false) or coalesce(new.published_at <= now(), false) then
      keys := private.front_purge_keys(front.edition) || array['row:' || front.id];
    end if;
  else
    changed := to_jsonb(coalesce(new, old));
    select f.* into front from public.fronts f
     where f.id = case tg_table_name
       when 'front_containers' then (changed ->> 'front_id')::uuid
       else (select c.front_id from public.front_containers c where c.id = (changed ->> 'container_id')::uuid)
     end;
    if front.published_at <= now() then
      keys := array['row:' || front.id];
    end if;
  end if;
  if cardinality(keys) > 0 then
    insert into public.page_purges (keys) values (array(select distinct unnest(keys)));
  end if;
  return null;
end
$$;

revoke execute on function public.fronts_purge_pages() from public, anon, authenticated;
-- A trigger only: no API role calls it (the owner runs it); the grant states so for hosted projects.
grant execute on function public.fronts_purge_pages() to service_role;

create trigger fronts_purge_pages after insert or update or delete on public.fronts
  for each row execute function public.fronts_purge_pages();
create trigger front_containers_purge_pages after insert or update or delete on public.front_containers
  for each row execute function public.fronts_purge_pages();
create trigger front_cards_purge_pages after insert or update or delete on public.front_cards
  for each row execute function public.fronts_purge_pages();
