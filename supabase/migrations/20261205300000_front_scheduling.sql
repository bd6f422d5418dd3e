-- Scheduling a front change (issue 51, item 3: "the lead swaps at 06:00"; decision 198;
-- docs/product/fronts.md). A scheduled change is a version whose published_at is in the future
-- (scheduled_for says it was scheduled): the public read already takes the edition's newest due
-- version (front_for_edition, 20261202120100), so it goes live at its time with no job. Open pages
-- and the shell's purge listener learn when through the publication clock (decision 071), which now
-- counts scheduled fronts too: the listener purges the lists (front pages among them) when one is due.
--
-- One pending schedule per edition: publishing or scheduling a new version cancels a pending one
-- (its published_at cleared, scheduled_for kept for the history). The tab loads the newest version,
-- the scheduled one included, so the new version starts from it and nothing is lost.

drop function public.publish_front(text, jsonb, integer);

-- As 20261204300100_publish_front_not_empty.sql, with `publish_at`: null publishes now; a time
-- publishes then. A time not in the future, or more than a year ahead, is refused (22023).
create function public.publish_front(edition text, containers jsonb, base_version integer, publish_at timestamptz default null)
returns integer
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  front_id uuid;
  published integer;
  container_id uuid;
  container jsonb;
  card jsonb;
  ci integer := null;
  cj integer := null;
  failed_code text;
  failed_message text;
  failed_constraint text;
begin
  if not (public.is_editor() and public.two_factor_satisfied()) then
    raise exception 'Only editors and admins may publish fronts' using errcode = '42501';
  end if;
  if edition is null or jsonb_typeof(containers) is distinct from 'array' then
    raise exception 'An edition and a list of containers are needed' using errcode = '22023';
  end if;
  -- An empty front would leave readers a blank home page (review finding 5).
  if jsonb_array_length(containers) = 0 then
    raise exception 'A front needs at least one container.' using errcode = '22023';
  end if;
  if publish_at <= now() then
    raise exception 'The scheduled time has passed. Choose a later time, or publish now.' using errcode = '22023';
  end if;
  if publish_at > now() + interval '1 year' then
    raise exception 'A front change can be scheduled at most a year ahead.' using errcode = '22023';
  end if;
  -- Two publishes of one edition at once: the second waits here, then sees the first's version.
  perform pg_advisory_xact_lock(hashtext('publish_front:' || edition));
  if coalesce((select max(f.version) from public.fronts f where f.edition = publish_front.edition), 0)
     > coalesce(base_version, 0) then
    raise exception 'Someone else published this front since you opened it. Reload to see their version; your changes are kept here.'
      using errcode = 'PT409';
  end if;
  -- The new version replaces a pending schedule (it was built on it: the tab loads the newest).
  update public.fronts f set published_at = null
   where f.edition = publish_front.edition and f.published_at > now();
  begin
    -- A draft first, published once complete: the page purge runs once, for the whole version.
    insert into public.fronts (edition) values (publish_front.edition) returning id, version into front_id, published;
    for container, ci in select value, ordinality - 1 from jsonb_array_elements(containers) with ordinality loop
      cj := null;
      insert into public.front_containers (front_id, position, title, kind, rule, rule_value, layout, card_limit)
      values (front_id, ci, container ->> 'title', container ->> 'kind', container ->> 'rule',
              container ->> 'rule_value', container ->> 'layout', coalesce((container ->> 'card_limit')::smallint, 8))
      returning id into container_id;
      for card, cj in select value, ordinality - 1 from jsonb_array_elements(coalesce(container -> 'cards', '[]')) with ordinality loop
        insert into public.front_cards (container_id, position, story_id, headline, trail, image_url, image_alt)
        values (container_id, cj, (card ->> 'story_id')::uuid, card ->> 'headline', card ->> 'trail',
                card ->> 'image_url', card ->> 'image_alt');
      end loop;
    end loop;
    update public.fronts f set published_at = coalesce(publish_at, now()), scheduled_for = publish_at
     where f.id = front_id;
  exception when check_violation or unique_violation or not_null_violation or foreign_key_violation then
    get stacked diagnostics failed_code = returned_sqlstate, failed_message = message_text,
      failed_constraint = constraint_name;
    raise exception using errcode = failed_code, message = failed_message, constraint = failed_constraint,
      detail = jsonb_build_object('container', ci, 'card', cj)::text;
  end;
  return published;
end
$$;

revoke all on function public.publish_front(text, jsonb, integer, timestamptz) from public, anon;
grant execute on function public.publish_front(text, jsonb, integer, timestamptz) to authenticated, service_role;

-- Cancels the edition's scheduled version `version` before it goes live: it stays in the history
-- as a cancelled schedule. 22023 when that version is not scheduled (gone live already, or never).
create function public.cancel_front_schedule(edition text, version integer)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
begin
  if not (public.is_editor() and public.two_factor_satisfied()) then
    raise exception 'Only editors and admins may change fronts' using errcode = '42501';
  end if;
  perform pg_advisory_xact_lock(hashtext('publish_front:' || edition));
  update public.fronts f set published_at = null
   where f.edition = cancel_front_schedule.edition and f.version = cancel_front_schedule.version
     and f.published_at > now();
  if not found then
    raise exception 'Version % is not scheduled: it may have gone live already.', version using errcode = '22023';
  end if;
end
$$;

revoke all on function public.cancel_front_schedule(text, integer) from public, anon;
grant execute on function public.cancel_front_schedule(text, integer) to authenticated, service_role;

-- The history with each version's state: published (live or earlier), scheduled (published_at
-- ahead), cancelled (scheduled, then cancelled or replaced) or draft. Otherwise as 20261204300000.
drop function public.front_history(text);

create function public.front_history(edition text)
returns table (version integer, published_at timestamptz, created_at timestamptz, published_by text,
               scheduled_for timestamptz, state text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (public.is_editor() and public.two_factor_satisfied()) then
    raise exception 'Only editors and admins may see a front''s history' using errcode = '42501';
  end if;
  return query
    select f.version, f.published_at, f.created_at,
           coalesce(nullif(btrim(u.raw_user_meta_data ->> 'full_name'), ''), split_part(u.email, '@', 1))::text,
           f.scheduled_for,
           case when f.published_at > now() then 'scheduled'
                when f.published_at is not null then 'published'
                when f.scheduled_for is not null then 'cancelled'
                else 'draft' end
      from public.fronts f left join auth.users u on u.id = f.published_by
     where f.edition = front_history.edition
     order by f.version desc
     limit 100;
end
$$;

revoke all on function public.front_history(text) from public, anon;
grant execute on function public.front_history(text) to authenticated, service_role;

-- The publication clock counts scheduled fronts (as 20261203130000, plus fronts).
create or replace function public.seconds_until_next_publication()
returns double precision
language sql
stable
security definer
set search_path = ''
as $$
  select extract(epoch from (min(upcoming.at) - now()))::double precision
    from (
      select published_at as at from public.news_stories where status = 'published' and published_at > now()
      union all
      select published_at from public.photo_essays where status = 'published' and published_at > now()
      union all
      select starts_at from public.advertisements where is_active and starts_at > now()
      union all
      select ends_at from public.advertisements where is_active and ends_at > now()
      union all
      select published_at from public.fronts where published_at > now()
    ) upcoming
$$;

revoke execute on function public.seconds_until_next_publication() from public;
grant execute on function public.seconds_until_next_publication() to anon, authenticated, service_role;

-- Open pages and the purge listener re-ask the clock when a front is scheduled, moved or cancelled.
create or replace function private.signal_front_schedule()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (tg_op <> 'DELETE' and new.published_at > now()) or (tg_op <> 'INSERT' and old.published_at > now()) then
    update public.publication_schedule set changed_at = now() where id = 1;
  end if;
  return null;
end
$$;

revoke all on function private.signal_front_schedule() from public, anon, authenticated;

create trigger fronts_signal_schedule after insert or update or delete on public.fronts
  for each row execute function private.signal_front_schedule();
