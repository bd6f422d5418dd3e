-- The admin names the default edition (issue 51, item 1; decision 181): the front `/` shows a
-- reader who neither chose an edition nor sends a country or language of one. Until now that was
-- International, fixed in code; it is now one row of site settings, International by default.
-- Anyone reads it (the shell server and the browser resolve `/` with it); admins meeting their
-- two-factor rule change it; a change purges every cached page (`site`), since each page carries
-- the default for the browser's own resolution, and the CDN keeps `/` of unsignalled readers
-- apart under "default" (deploy/varnish/default.vcl).

create table public.site_settings (
  -- One row: the key is always true.
  id boolean primary key default true constraint site_settings_single_row check (id),
  default_edition text not null default 'international'
    constraint site_settings_default_edition_check check (default_edition in ('uk', 'zimbabwe', 'international')),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);

comment on table public.site_settings is
  'The site''s settings, one row: the default edition of `/` (decision 181).';

insert into public.site_settings (id) values (true);

alter table public.site_settings enable row level security;

create policy "Site settings are public" on public.site_settings
  for select to anon, authenticated using (true);
create policy "Admins change site settings" on public.site_settings
  for update to authenticated
  using ((select public.is_admin()) and (select public.two_factor_satisfied()))
  with check ((select public.is_admin()) and (select public.two_factor_satisfied()));

revoke all on table public.site_settings from anon, authenticated;
grant select on table public.site_settings to anon, authenticated;
grant update (default_edition) on table public.site_settings to authenticated;
grant select, update on table public.site_settings to service_role;

-- Stamps who changed the settings and when; the caller cannot set either.
create or replace function private.site_settings_stamp()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  new.updated_by := auth.uid();
  return new;
end;
$$;

create trigger site_settings_stamp
  before update on public.site_settings
  for each row execute function private.site_settings_stamp();

-- Every cached page embeds the default (the browser resolves `/` with it after a client-side
-- navigation), and `/` of readers without a signal shows it: all of them go. A rare change.
create or replace function private.site_settings_purge()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.default_edition is distinct from old.default_edition then
    insert into public.page_purges (keys) values (array['site']);
  end if;
  return null;
end;
$$;

create trigger site_settings_purge
  after update on public.site_settings
  for each row execute function private.site_settings_purge();

revoke all on function private.site_settings_stamp(), private.site_settings_purge() from public, anon, authenticated;
