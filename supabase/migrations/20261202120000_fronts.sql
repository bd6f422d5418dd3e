-- Fronts as data (issue 51, items 2 and 5; decision 178; docs/product/fronts.md): each edition's
-- front is an ordered list of containers, each curated (the desk's cards) or automatic (a rule),
-- drawn in one of four layouts. A front is versioned: readers get the edition's published version
-- with the latest published_at that is due (public.front_for_edition, 20261202120100).
-- The default fronts below reproduce the home page as it was (featured, latest stories, photo
-- essays, live updates, live events), so nothing changes for readers until an editor changes one.

create table public.fronts (
  id uuid primary key default gen_random_uuid(),
  edition text not null constraint fronts_edition_check check (edition in ('uk', 'zimbabwe', 'international')),
  -- Always the edition's next, set by the trigger below (the default only spares clients sending it).
  version integer not null default 1 constraint fronts_version_positive check (version >= 1),
  published_at timestamptz,
  published_by uuid references auth.users (id) on delete set null,
  -- When a draft is to go live by itself (a later session acts on it; decision 178).
  scheduled_for timestamptz,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint fronts_edition_version_key unique (edition, version)
);

comment on table public.fronts is
  'One version of an edition''s front; the public one is the latest published and due (decision 178).';
comment on column public.fronts.published_at is
  'Null: a draft. The edition''s front is its version with the latest published_at <= now().';

-- The reader's one question: the edition's latest published version.
create index fronts_published_idx on public.fronts (edition, published_at desc, version desc)
  where published_at is not null;

create table public.front_containers (
  id uuid primary key default gen_random_uuid(),
  front_id uuid not null references public.fronts (id) on delete cascade,
  -- 0..19: at most 20 containers on a front, race-free (with the unique key).
  position smallint not null constraint front_containers_position_range check (position between 0 and 19),
  title text not null
    constraint front_containers_title_length check (char_length(btrim(title)) between 1 and 80)
    constraint front_containers_title_plain_text check (
      title !~ '<[A-Za-z!/?]' and title !~ '&(#[0-9]+|#[xX][0-9A-Fa-f]+|[A-Za-z]+);' and title !~ '[[:cntrl:]]'),
  kind text not null constraint front_containers_kind_check check (kind in ('curated', 'automatic')),
  -- An automatic container's rule; rule_value names the category (exact name) or topic (slug).
  rule text constraint front_containers_rule_check check (rule in (
    'featured', 'latest', 'category', 'topic', 'most-read', 'live-blogs', 'photo-essays', 'live-updates', 'live-events')),
  rule_value text constraint front_containers_rule_value_length check (char_length(btrim(rule_value)) between 1 and 120),
  layout text not null constraint front_containers_layout_check check (layout in ('lead-4', 'row-4', 'list', 'single')),
  card_limit smallint not null default 8
    constraint front_containers_card_limit_range check (card_limit between 1 and 40),
  constraint front_containers_rule_of_kind check ((kind = 'automatic') = (rule is not null)),
  constraint front_containers_rule_value_of_rule
    check (coalesce(rule in ('category', 'topic'), false) = (rule_value is not null)),
  -- Checked at the end of each statement: a reorder in one update does not collide midway.
  constraint front_containers_position_key unique (front_id, position) deferrable initially immediate
);

comment on table public.front_containers is
  'A front''s containers in order: curated (its cards) or automatic (rule), drawn in a layout (decision 178).';

create table public.front_cards (
  id uuid primary key default gen_random_uuid(),
  container_id uuid not null references public.front_containers (id) on delete cascade,
  -- 0..39: at most 40 cards in a container.
  position smallint not null constraint front_cards_position_range check (position between 0 and 39),
  story_id uuid not null references public.news_stories (id) on delete cascade,
  -- Overrides for this front only: plain text, and an image from the blog-images bucket or https.
  headline text
    constraint front_cards_headline_length check (char_length(btrim(headline)) between 1 and 300)
    constraint front_cards_headline_plain_text check (
      headline !~ '<[A-Za-z!/?]' and headline !~ '&(#[0-9]+|#[xX][0-9A-Fa-f]+|[A-Za-z]+);' and headline !~ '[[:cntrl:]]'),
  trail text
    constraint front_cards_trail_length check (char_length(btrim(trail)) between 1 and 400)
    constraint front_cards_trail_plain_text check (
      trail !~ '<[A-Za-z!/?]' and trail !~ '&(#[0-9]+|#[xX][0-9A-Fa-f]+|[A-Za-z]+);' and trail !~ '[[:cntrl:]]'),
  -- The document schema's imageSource pattern (shared/src/document/schema.ts): no javascript:,
  -- data: or http: URL, no spacing or quotes.
  image_url text
    constraint front_cards_image_url_source check (
      char_length(image_url) <= 2048
      and image_url ~ '^(blog-images/[A-Za-z0-9_-][A-Za-z0-9._-]*(/[A-Za-z0-9_-][A-Za-z0-9._-]*)*|https://[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:[0-9]{1,5})?([/?#][A-Za-z0-9._~:/?#@!$&''()*+,;=%-]*)?)$'),
  image_alt text
    constraint front_cards_image_alt_length check (char_length(btrim(image_alt)) between 1 and 300)
    constraint front_cards_image_alt_plain_text check (
      image_alt !~ '<[A-Za-z!/?]' and image_alt !~ '&(#[0-9]+|#[xX][0-9A-Fa-f]+|[A-Za-z]+);' and image_alt !~ '[[:cntrl:]]'),
  -- Another picture needs its own description: the story's alt text describes the story's image.
  constraint front_cards_image_alt_with_image check ((image_url is null) = (image_alt is null)),
  constraint front_cards_position_key unique (container_id, position) deferrable initially immediate,
  constraint front_cards_story_once unique (container_id, story_id)
);

comment on table public.front_cards is
  'A curated container''s stories in order, with optional plain-text and image overrides (decision 178).';

-- A deleted story's cards go with it (the foreign key's cascade looks them up by story).
create index front_cards_story_idx on public.front_cards (story_id);

-- The version (the edition's next), who made it and who published it: stamped from
-- the session, never taken from the client. An edition or version never changes.
create or replace function public.fronts_stamp()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    -- Two editors creating a version at once: the unique key refuses the second (23505).
    select coalesce(max(f.version), 0) + 1 into new.version from public.fronts f where f.edition = new.edition;
    new.created_by := coalesce((select auth.uid()), new.created_by);
    new.created_at := now();
  elsif new.edition is distinct from old.edition or new.version is distinct from old.version then
    raise exception 'A front''s edition and version never change: make a new version' using errcode = '22023';
  else
    new.created_by := old.created_by;
    new.created_at := old.created_at;
  end if;
  if new.published_at is null then
    new.published_by := null;
  elsif tg_op = 'INSERT' or new.published_at is distinct from old.published_at then
    new.published_by := coalesce((select auth.uid()), new.published_by);
  else
    new.published_by := old.published_by;
  end if;
  return new;
end
$$;

create trigger fronts_stamp before insert or update on public.fronts
  for each row execute function public.fronts_stamp();

revoke execute on function public.fronts_stamp() from public, anon, authenticated;

-- Story views of the last 24 hours (the most-read rule) are found by time.
create index story_views_created_idx on public.story_views (created_at);

-- Row-level security: everyone reads published fronts, their containers and cards; editors and
-- admins meeting their two-factor rule (as every staff write, 20261129150000) read and write all.
alter table public.fronts enable row level security;
alter table public.front_containers enable row level security;
alter table public.front_cards enable row level security;

create policy "Published fronts are public" on public.fronts
  for select to anon, authenticated using (published_at <= now());
create policy "Editors write fronts" on public.fronts
  for all to authenticated
  using ((select public.is_editor()) and (select public.two_factor_satisfied()))
  with check ((select public.is_editor()) and (select public.two_factor_satisfied()));

create policy "Containers of published fronts are public" on public.front_containers
  for select to anon, authenticated
  using (exists (select 1 from public.fronts f where f.id = front_id and f.published_at <= now()));
create policy "Editors write front containers" on public.front_containers
  for all to authenticated
  using ((select public.is_editor()) and (select public.two_factor_satisfied()))
  with check ((select public.is_editor()) and (select public.two_factor_satisfied()));

create policy "Cards of published fronts are public" on public.front_cards
  for select to anon, authenticated
  using (exists (
    select 1 from public.front_containers c join public.fronts f on f.id = c.front_id
     where c.id = container_id and f.published_at <= now()));
create policy "Editors write front cards" on public.front_cards
  for all to authenticated
  using ((select public.is_editor()) and (select public.two_factor_satisfied()))
  with check ((select public.is_editor()) and (select public.two_factor_satisfied()));

grant select on public.fronts, public.front_containers, public.front_cards to anon, authenticated;
grant insert, update, delete on public.fronts, public.front_containers, public.front_cards to authenticated;
grant all on public.fronts, public.front_containers, public.front_cards to service_role;

-- The default fronts: today's home page in every edition, published now.
with created as (
  insert into public.fronts (edition, published_at)
  select edition, now() from unnest(array['uk', 'zimbabwe', 'international']) as e (edition)
  returning id
)
insert into public.front_containers (front_id, position, title, kind, rule, layout, card_limit)
select created.id, d.position, d.title, 'automatic', d.rule, d.layout, d.card_limit
  from created
  cross join (values
    -- The lead: the featured story among the 10 newest, else the newest (selectHomeStories).
    (0, 'Featured', 'featured', 'single', 1),
    -- The rest of the 10 newest; the inline ad follows the sixth.
    (1, 'Latest Stories', 'latest', 'row-4', 9),
    (2, 'Photo Essays', 'photo-essays', 'row-4', 6),
    -- mfe-live's panels, drawn in the sidebar (and Live Updates as the phone's strip).
    (3, 'Live Updates', 'live-updates', 'single', 1),
    (4, 'Live Events', 'live-events', 'single', 1)
  ) as d (position, title, rule, layout, card_limit);
