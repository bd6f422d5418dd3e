-- Open front pages update without a reload when their edition's front changes (issue 51, item 4;
-- decision 198; docs/product/fronts.md). The fronts table is not the readers' to watch: its staff
-- columns are not public (20261202150200), so Realtime could not check or send its rows to them.
-- A one-row-per-edition public signal instead, in the realtime publication: a change to a public
-- front (a version published, a container or card of it changed) moves its edition's changed_at,
-- and the pages showing that edition's front read it again (useFront). A scheduled version going
-- live writes nothing: the publication clock (20261205300000) tells open pages when.

create table public.front_signals (
  edition text primary key constraint front_signals_edition_check check (edition in ('uk', 'zimbabwe', 'international')),
  changed_at timestamptz not null default now()
);

comment on table public.front_signals is
  'Realtime signal: changed_at moves when the edition''s public front changes (decision 198).';

insert into public.front_signals (edition) values ('uk'), ('zimbabwe'), ('international')
on conflict (edition) do nothing;

alter table public.front_signals enable row level security;

create policy "Front signals are public" on public.front_signals
  for select to anon, authenticated using (true);

revoke all on table public.front_signals from anon, authenticated;
grant select on table public.front_signals to anon, authenticated;
grant select, insert, update, delete on table public.front_signals to service_role;

-- Runs as its owner: nobody writes the signal directly. A draft's or a scheduled version's changes
-- show nowhere yet, so they signal nothing (as they purge nothing, fronts_purge_pages).
create or replace function private.signal_front_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed jsonb;
  front public.fronts%rowtype;
begin
  -- The row before and after the change: a container or card may move from one front to another.
  foreach changed in array array_remove(array[to_jsonb(old), to_jsonb(new)], null) loop
    if tg_table_name = 'fronts' then
      front := jsonb_populate_record(null::public.fronts, changed);
    else
      select f.* into front from public.fronts f
       where f.id = case tg_table_name
         when 'front_containers' then (changed ->> 'front_id')::uuid
         else (select c.front_id from public.front_containers c where c.id = (changed ->> 'container_id')::uuid)
       end;
    end if;
    if front.published_at <= now() then
      update public.front_signals set changed_at = now() where edition = front.edition;
    end if;
  end loop;
  return null;
end
$$;

revoke all on function private.signal_front_change() from public, anon, authenticated;

create trigger fronts_signal_change after insert or update or delete on public.fronts
  for each row execute function private.signal_front_change();
create trigger front_containers_signal_change after insert or update or delete on public.front_containers
  for each row execute function private.signal_front_change();
create trigger front_cards_signal_change after insert or update or delete on public.front_cards
  for each row execute function private.signal_front_change();

alter publication supabase_realtime add table public.front_signals;
