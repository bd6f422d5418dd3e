-- Review fixes (28 November 2026) to fronts (20261202120000) and site settings (20261202150000).
--
-- 1. A card of a published front was public whatever its story: a card placed ahead of a scheduled
--    or draft story showed its headline override, trail, image and story id to anyone through
--    GET /rest/v1/front_cards. A card is now public only while its story is (the subquery runs
--    under news_stories' own policies: the public sees published, due stories; staff see all).
-- 2. Who made, published or last changed a front or the settings is staff's business: the public
--    reads every other column, never those user ids (until now no public row named a staff user).

drop policy "Cards of published fronts are public" on public.front_cards;
create policy "Cards of published fronts are public while their story is" on public.front_cards
  for select to anon, authenticated
  using (
    exists (
      select 1 from public.front_containers c join public.fronts f on f.id = c.front_id
       where c.id = container_id and f.published_at <= now())
    and exists (select 1 from public.news_stories s where s.id = story_id));

revoke select on public.fronts from anon, authenticated;
grant select (id, edition, version, published_at, scheduled_for, created_at) on public.fronts to anon, authenticated;

revoke select on public.site_settings from anon, authenticated;
grant select (id, default_edition, updated_at) on public.site_settings to anon, authenticated;

-- With the stamp unreadable, an admin's update through the API would need it for the row it returns
-- (PostgREST returns `table.*` from the statement): the setting changes through a function instead,
-- which checks the admin and their two-factor rule and answers the value stored. 42501 for anyone
-- else; 23514 for a value that is not an edition key.
revoke update on public.site_settings from authenticated;

create or replace function public.set_default_edition(edition text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  stored text;
begin
  if not (public.is_admin() and public.two_factor_satisfied()) then
    raise exception 'Only an admin may name the default edition' using errcode = '42501';
  end if;
  update public.site_settings set default_edition = edition where id returning default_edition into stored;
  return stored;
end;
$$;

revoke all on function public.set_default_edition(text) from public, anon;
grant execute on function public.set_default_edition(text) to authenticated, service_role;
