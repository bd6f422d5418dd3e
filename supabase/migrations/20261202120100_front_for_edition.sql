-- The reader's one request per front (decision 178; docs/product/fronts.md): the edition's public
-- front with every container's stories resolved, in order. Only published, due stories are shown:
-- a card naming a draft, a story scheduled for later or a story taken down is left out and the
-- container fills with its next card (curated) or next story (automatic). A story is shown once
-- per front, in the first container that has it. Stories carry the columns of a home-page card
-- (shared/src/data/storyColumns.ts STORY_CARD_COLUMNS), a curated card's overrides applied.
-- Containers without stories (photo essays, mfe-live's panels) come with an empty list: the page
-- draws them with their own data, as before (decision 178).

-- One story as a card: the card's columns, with the card's own headline, trail and image if set.
create or replace function private.front_story(s public.news_stories, card public.front_cards)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', s.id, 'title', coalesce(card.headline, s.title), 'excerpt', coalesce(card.trail, s.excerpt),
    'author', s.author, 'category', s.category, 'read_time', s.read_time,
    'image_url', coalesce(card.image_url, s.image_url),
    'image_alt', case when card.image_url is null then s.image_alt else card.image_alt end,
    'image_caption', case when card.image_url is null then s.image_caption end,
    'image_author', case when card.image_url is null then s.image_author end,
    'image_focal_x', case when card.image_url is null then s.image_focal_x end,
    'image_focal_y', case when card.image_url is null then s.image_focal_y end,
    'is_featured', s.is_featured, 'status', s.status, 'published_at', s.published_at,
    'created_at', s.created_at, 'updated_at', s.updated_at, 'live_state', s.live_state,
    'live_updated_at', public.live_updated_at(s), 'credits', public.credits(s)
  )
$$;

-- The ids of the stories a container shows, in order, leaving out those shown above it.
create or replace function private.front_container_story_ids(c public.front_containers, shown uuid[])
returns uuid[]
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if c.kind = 'curated' then
    return array(
      select k.story_id from public.front_cards k join public.news_stories s on s.id = k.story_id
       where k.container_id = c.id and s.status = 'published' and s.published_at <= now()
         and k.story_id <> all (shown)
       order by k.position limit c.card_limit);
  end if;
  return case c.rule
    -- The home page's lead: among the 10 newest, the featured one with a summary, else the newest
    -- with one (shared/src/model/homeStories.ts selectHomeStories).
    when 'featured' then array(
      select t.id from (
        select s.id, s.is_featured, s.excerpt, s.published_at, s.created_at from public.news_stories s
         where s.status = 'published' and s.published_at <= now() and s.id <> all (shown)
         order by s.published_at desc nulls last, s.created_at desc limit 10) t
       where btrim(t.excerpt) <> ''
       order by t.is_featured desc, t.published_at desc nulls last, t.created_at desc limit 1)
    when 'latest' then array(
      select s.id from public.news_stories s
       where s.status = 'published' and s.published_at <= now() and s.id <> all (shown)
       order by s.published_at desc nulls last, s.created_at desc limit c.card_limit)
    when 'category' then array(
      select s.id from public.news_stories s
       where s.status = 'published' and s.published_at <= now() and s.category = c.rule_value
         and s.id <> all (shown)
       order by s.published_at desc nulls last, s.created_at desc limit c.card_limit)
    when 'topic' then array(
      select s.id from public.tags g join public.story_tags st on st.tag_id = g.id
        join public.news_stories s on s.id = st.story_id
       where g.slug = c.rule_value and s.status = 'published' and s.published_at <= now()
         and s.id <> all (shown)
       order by s.published_at desc nulls last, s.created_at desc limit c.card_limit)
    when 'most-read' then array(
      select v.story_id from public.story_views v join public.news_stories s on s.id = v.story_id
       where v.created_at > now() - interval '24 hours' and s.status = 'published' and s.published_at <= now()
         and v.story_id <> all (shown)
       group by v.story_id order by count(*) desc, max(v.created_at) desc limit c.card_limit)
    when 'live-blogs' then array(
      select s.id from public.news_stories s
       where s.status = 'published' and s.published_at <= now() and s.live_state = 'live'
         and s.id <> all (shown)
       order by s.published_at desc nulls last, s.created_at desc limit c.card_limit)
    else '{}'::uuid[]
  end;
end
$$;

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
  c public.front_containers%rowtype;
  shown uuid[] := '{}';
  picked uuid[];
  containers jsonb := '[]'::jsonb;
begin
  select f.* into front from public.fronts f
   where f.edition = front_for_edition.edition and f.published_at <= now()
   order by f.published_at desc, f.version desc limit 1;
  if front.id is null then
    return null;
  end if;
  for c in select * from public.front_containers x where x.front_id = front.id order by x.position loop
    picked := private.front_container_story_ids(c, shown);
    shown := shown || picked;
    containers := containers || jsonb_build_object(
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
  return jsonb_build_object('id', front.id, 'edition', front.edition, 'version', front.version,
                            'published_at', front.published_at, 'containers', containers);
end
$$;

comment on function public.front_for_edition(text) is
  'The edition''s published front, each container with its published stories resolved (decision 178).';

revoke all on function private.front_story(public.news_stories, public.front_cards),
  private.front_container_story_ids(public.front_containers, uuid[])
  from public, anon, authenticated;
revoke all on function public.front_for_edition(text) from public;
grant execute on function public.front_for_edition(text) to anon, authenticated, service_role;
