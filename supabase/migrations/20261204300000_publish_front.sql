-- The console's Fronts tab (issue 51, item 3; decision 192; docs/product/fronts.md): an editor loads
-- the edition's newest version as a working front, changes it in the browser, and publishes it as a
-- NEW version in one transaction. A version never changes after publishing (decision 178); restoring
-- an older one publishes a copy of it.
--
-- publish_front and front_for_editing are SECURITY INVOKER: the fronts' own policies (editors and
-- admins meeting their two-factor rule, 20261202120000) hold for every row they write or read, and
-- each also refuses anyone else up front with one clear 42501. front_history is SECURITY DEFINER
-- only to name who published each version (the stamps are not the API's, 20261202150200).

-- The working front: the edition's newest version (draft or published), or the one named, with its
-- containers and cards in order; each card names its story's headline and whether it is live yet.
create or replace function public.front_for_editing(edition text, version integer default null)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  -- Named columns: the stamps (created_by, published_by) are not the API's to read.
  chosen record;
begin
  if not (public.is_editor() and public.two_factor_satisfied()) then
    raise exception 'Only editors and admins may edit fronts' using errcode = '42501';
  end if;
  select f.id, f.edition, f.version, f.published_at into chosen from public.fronts f
   where f.edition = front_for_editing.edition
     and (front_for_editing.version is null or f.version = front_for_editing.version)
   order by f.version desc limit 1;
  if not found then
    return null;
  end if;
  return jsonb_build_object(
    'edition', chosen.edition, 'version', chosen.version, 'published_at', chosen.published_at,
    'containers', coalesce((
      select jsonb_agg(jsonb_build_object(
        'title', c.title, 'kind', c.kind, 'rule', c.rule, 'rule_value', c.rule_value,
        'layout', c.layout, 'card_limit', c.card_limit,
        'cards', coalesce((
          select jsonb_agg(jsonb_build_object(
            'story_id', k.story_id, 'story_title', s.title,
            'live', s.status = 'published' and s.published_at <= now(),
            'headline', k.headline, 'trail', k.trail, 'image_url', k.image_url, 'image_alt', k.image_alt
          ) order by k.position)
            from public.front_cards k join public.news_stories s on s.id = k.story_id
           where k.container_id = c.id), '[]'::jsonb)
      ) order by c.position)
        from public.front_containers c where c.front_id = chosen.id), '[]'::jsonb));
end
$$;

revoke all on function public.front_for_editing(text, integer) from public, anon;
grant execute on function public.front_for_editing(text, integer) to authenticated, service_role;

-- Publishes `containers` (the working front: an array of containers, each with its `cards`, both in
-- order) as the edition's next version, published now. Refused with PT409 when a version newer than
-- `base_version` exists (someone else published since this editor loaded it): nothing is written.
-- A row the tables refuse (23514 naming the constraint, 23505 for a story twice in a container)
-- keeps its code and message; its detail names where: {"container": i, "card": j} (0-based).
create or replace function public.publish_front(edition text, containers jsonb, base_version integer)
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
  -- Two publishes of one edition at once: the second waits here, then sees the first's version.
  perform pg_advisory_xact_lock(hashtext('publish_front:' || edition));
  if coalesce((select max(f.version) from public.fronts f where f.edition = publish_front.edition), 0)
     > coalesce(base_version, 0) then
    raise exception 'Someone else published this front since you opened it. Reload to see their version; your changes are kept here.'
      using errcode = 'PT409';
  end if;
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
    update public.fronts f set published_at = now() where f.id = front_id;
  exception when check_violation or unique_violation or not_null_violation or foreign_key_violation then
    get stacked diagnostics failed_code = returned_sqlstate, failed_message = message_text,
      failed_constraint = constraint_name;
    raise exception using errcode = failed_code, message = failed_message, constraint = failed_constraint,
      detail = jsonb_build_object('container', ci, 'card', cj)::text;
  end;
  return published;
end
$$;

revoke all on function public.publish_front(text, jsonb, integer) from public, anon;
grant execute on function public.publish_front(text, jsonb, integer) to authenticated, service_role;

-- The edition's versions, newest first, with who published each (a name, never a user id).
create or replace function public.front_history(edition text)
returns table (version integer, published_at timestamptz, created_at timestamptz, published_by text)
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
           coalesce(nullif(btrim(u.raw_user_meta_data ->> 'full_name'), ''), split_part(u.email, '@', 1))::text
      from public.fronts f left join auth.users u on u.id = f.published_by
     where f.edition = front_history.edition
     order by f.version desc
     limit 100;
end
$$;

revoke all on function public.front_history(text) from public, anon;
grant execute on function public.front_history(text) to authenticated, service_role;
