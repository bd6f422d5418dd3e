-- The Fronts tab's preview drawn as readers will see it (issue 51 item 3; decision 209;
-- docs/product/fronts.md): the editor's WORKING front (publish_front's `containers`, not yet
-- published) answered in front_for_edition's shape, so the reader remote's own components draw it.
--
-- How, without a second copy of the rules: the working containers and cards are written as a draft
-- version inside a block that always ends by raising, so the tables' own constraints refuse bad
-- input exactly as publish_front's do (same SQLSTATE, constraint and {"container", "card"} detail),
-- containers resolve through the same private.front_container_story_ids (whatever its rules are now),
-- cards through private.front_story, and then every row is rolled back: nothing is ever written (no
-- version, no signal, no purge; a notification queued in the block is discarded with it).
-- SECURITY DEFINER only because those private helpers are not the API's to call; it refuses
-- anyone but editors and admins meeting their two-factor rule first, as front_for_editing does.

create function public.front_preview(edition text, containers jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_variable
declare
  preview_front uuid;
  container_id uuid;
  container jsonb;
  card jsonb;
  c public.front_containers%rowtype;
  shown uuid[] := '{}';
  picked uuid[];
  resolved jsonb := '[]'::jsonb;
  ci integer := null;
  cj integer := null;
  failed_code text;
  failed_message text;
  failed_constraint text;
begin
  if not (public.is_editor() and public.two_factor_satisfied()) then
    raise exception 'Only editors and admins may preview fronts' using errcode = '42501';
  end if;
  if edition is null or jsonb_typeof(containers) is distinct from 'array' then
    raise exception 'An edition and a list of containers are needed' using errcode = '22023';
  end if;
  if jsonb_array_length(containers) = 0 then
    raise exception 'A front needs at least one container.' using errcode = '22023';
  end if;
  -- The draft takes the edition's next version: wait for a publish in flight rather than collide.
  perform pg_advisory_xact_lock(hashtext('publish_front:' || edition));
  begin
    begin
      insert into public.fronts (edition) values (front_preview.edition) returning id into preview_front;
      for container, ci in select value, ordinality - 1 from jsonb_array_elements(containers) with ordinality loop
        cj := null;
        insert into public.front_containers (front_id, position, title, kind, rule, rule_value, layout, card_limit)
        values (preview_front, ci, container ->> 'title', container ->> 'kind', container ->> 'rule',
                container ->> 'rule_value', container ->> 'layout', coalesce((container ->> 'card_limit')::smallint, 8))
        returning id into container_id;
        for card, cj in select value, ordinality - 1 from jsonb_array_elements(coalesce(container -> 'cards', '[]')) with ordinality loop
          insert into public.front_cards (container_id, position, story_id, headline, trail, image_url, image_alt)
          values (container_id, cj, (card ->> 'story_id')::uuid, card ->> 'headline', card ->> 'trail',
                  card ->> 'image_url', card ->> 'image_alt');
        end loop;
      end loop;
    exception when check_violation or unique_violation or not_null_violation or foreign_key_violation then
      get stacked diagnostics failed_code = returned_sqlstate, failed_message = message_text,
        failed_constraint = constraint_name;
      raise exception using errcode = failed_code, message = failed_message, constraint = failed_constraint,
        detail = jsonb_build_object('container', ci, 'card', cj)::text;
    end;
    -- As front_for_edition (20261202120100), over the draft's rows.
    for c in select * from public.front_containers x where x.front_id = preview_front order by x.position loop
      picked := private.front_container_story_ids(c, shown);
      shown := shown || picked;
      resolved := resolved || jsonb_build_object(
        'id', c.id, 'position', c.position, 'title', c.title, 'kind', c.kind, 'rule', c.rule,
        'rule_value', c.rule_value, 'layout', c.layout, 'card_limit', c.card_limit,
        'stories', coalesce((
          select jsonb_agg(private.front_story(s, k) order by p.n)
            from unnest(picked) with ordinality as p (id, n)
            join public.news_stories s on s.id = p.id
            left join public.front_cards k on k.container_id = c.id and k.story_id = p.id and c.kind = 'curated'
        ), '[]'::jsonb)
      );
    end loop;
    -- Undo the draft: the block's rows go, the variables keep the answer.
    raise exception 'front preview rolled back' using errcode = 'PTPRV';
  exception when sqlstate 'PTPRV' then
    null;
  end;
  return jsonb_build_object('id', null, 'edition', edition, 'version', null, 'published_at', null,
                            'containers', resolved);
end
$$;

comment on function public.front_preview(text, jsonb) is
  'The working front (publish_front''s containers) resolved as front_for_edition would, written nowhere (editors and admins; decision 209).';

revoke all on function public.front_preview(text, jsonb) from public, anon;
grant execute on function public.front_preview(text, jsonb) to authenticated, service_role;
