-- A front's cards built in one query, not one function call per card (issue 51's render figure;
-- decision 211). front_for_edition (20261202120100) and front_preview (20261206600000) built each
-- container's cards with private.front_story per story, which called public.credits() and
-- public.live_updated_at() per story: three function calls and their queries per card, planned
-- again for each container (SET search_path keeps those SQL functions from being inlined). On the
-- bench's 12-container, 80-card front that was most of front_for_edition's time.
--
-- Now private.front_containers_json(front) resolves the containers in order as before (which
-- stories each shows depends on those shown above it: private.front_container_story_ids, unchanged),
-- then builds every card at once: the bylines, the live blogs' latest posts and the current slugs
-- joined for all the front's stories together. The answer is the same JSON, key for key:
-- a card's overrides, credits in byline order ('[]' without one), live_updated_at null for an
-- ordinary story, else its latest post's time (as live_updated_at(), read as the function's owner).
-- Both public functions call it, so the preview still draws exactly what readers get.

create function private.front_containers_json(front uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  c public.front_containers%rowtype;
  -- Every card's story in order, and beside it (same index) its container.
  shown uuid[] := '{}';
  boxes uuid[] := '{}';
  picked uuid[];
  answer jsonb;
begin
  for c in select * from public.front_containers x where x.front_id = front order by x.position loop
    picked := private.front_container_story_ids(c, shown);
    shown := shown || picked;
    boxes := boxes || array_fill(c.id, array[cardinality(picked)]);
  end loop;
  with card as (
    select p.box, p.story_id, p.n from unnest(boxes, shown) with ordinality as p (box, story_id, n)
  ), byline as (
    select sa.story_id,
           jsonb_agg(jsonb_build_object('id', a.id, 'name', a.name, 'slug', a.slug) order by sa.position) as credits
      from public.story_authors sa join public.authors a on a.id = sa.author_id
     where sa.story_id = any (shown)
     group by sa.story_id
  ), latest_post as (
    select p.story_id, max(p.published_at) as published_at from public.live_posts p
     where p.story_id = any (shown)
     group by p.story_id
  ), story as (
    select card.box, jsonb_agg(jsonb_build_object(
             'id', s.id, 'title', coalesce(k.headline, s.title), 'excerpt', coalesce(k.trail, s.excerpt),
             'author', s.author, 'category', s.category, 'read_time', s.read_time,
             'image_url', coalesce(k.image_url, s.image_url),
             'image_alt', case when k.image_url is null then s.image_alt else k.image_alt end,
             'image_caption', case when k.image_url is null then s.image_caption end,
             'image_author', case when k.image_url is null then s.image_author end,
             'image_focal_x', case when k.image_url is null then s.image_focal_x end,
             'image_focal_y', case when k.image_url is null then s.image_focal_y end,
             'is_featured', s.is_featured, 'status', s.status, 'published_at', s.published_at,
             'created_at', s.created_at, 'updated_at', s.updated_at, 'live_state', s.live_state,
             'live_updated_at', case when s.live_state is not null then lp.published_at end,
             'credits', coalesce(b.credits, '[]'::jsonb), 'slug', sl.slug
           ) order by card.n) as stories
      from card
      join public.news_stories s on s.id = card.story_id
      join public.front_containers x on x.id = card.box
      left join public.front_cards k on k.container_id = card.box and k.story_id = card.story_id and x.kind = 'curated'
      left join byline b on b.story_id = s.id
      left join latest_post lp on lp.story_id = s.id
      left join public.story_slugs sl on sl.story_id = s.id and sl.is_current
     group by card.box
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', x.id, 'position', x.position, 'title', x.title, 'kind', x.kind, 'rule', x.rule,
           'rule_value', x.rule_value, 'layout', x.layout, 'card_limit', x.card_limit,
           'stories', coalesce(story.stories, '[]'::jsonb)
         ) order by x.position), '[]'::jsonb)
    into answer
    from public.front_containers x left join story on story.box = x.id
   where x.front_id = front;
  return answer;
end
$$;

comment on function private.front_containers_json(uuid) is
  'A front''s containers in order, each with its stories as cards, built in one query (decision 211).';

-- The edition's front: null for an unknown edition or one without a published front.
create or replace function public.front_for_edition(edition text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  front public.fronts%rowtype;
begin
  select f.* into front from public.fronts f
   where f.edition = front_for_edition.edition and f.published_at <= now()
   order by f.published_at desc, f.version desc limit 1;
  if front.id is null then
    return null;
  end if;
  return jsonb_build_object('id', front.id, 'edition', front.edition, 'version', front.version,
                            'published_at', front.published_at,
                            'containers', private.front_containers_json(front.id));
end
$$;

-- As 20261206600000_front_preview.sql, its draft resolved by the same function.
create or replace function public.front_preview(edition text, containers jsonb)
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
  resolved jsonb;
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
    -- As front_for_edition, over the draft's rows.
    resolved := private.front_containers_json(preview_front);
    -- Undo the draft: the block's rows go, the variables keep the answer.
    raise exception 'front preview rolled back' using errcode = 'PTPRV';
  exception when sqlstate 'PTPRV' then
    null;
  end;
  return jsonb_build_object('id', null, 'edition', edition, 'version', null, 'published_at', null,
                            'containers', resolved);
end
$$;

-- Nothing calls it any more.
drop function private.front_story(public.news_stories, public.front_cards);

revoke all on function private.front_containers_json(uuid) from public, anon, authenticated;
-- Replaced functions keep their grants; restated for a hosted project, which grants nothing itself.
revoke all on function public.front_for_edition(text) from public;
grant execute on function public.front_for_edition(text) to anon, authenticated, service_role;
revoke all on function public.front_preview(text, jsonb) from public, anon;
grant execute on function public.front_preview(text, jsonb) to authenticated, service_role;
