-- Review fixes of the console's Fronts tab (decision 192, "Review fixes"): publish_front refuses an
-- empty list of containers (22023 "A front needs at least one container."), which would publish a
-- blank front to readers. Otherwise as in 20261204300000_publish_front.sql (SECURITY INVOKER, the
-- fronts' own policies hold); the grants are stated again.

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
  -- An empty front would leave readers a blank home page (review finding 5).
  if jsonb_array_length(containers) = 0 then
    raise exception 'A front needs at least one container.' using errcode = '22023';
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
