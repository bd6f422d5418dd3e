-- Content tables of The Daily Chronicle: stories, photo essays, live feeds, advertisements, live
-- events and their categories, the view log, and the public intake tables (contact messages,
-- story tips, page views, newsletter sign-ups). Enumerations are CHECK constraints on text so a
-- new value is one ALTER away and PostgREST reports a violation as 23514 with the constraint name.

-- Shared helpers ----------------------------------------------------------------------------------

create or replace function public.is_valid_email(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value is not null
     and char_length(value) between 3 and 254
     and value ~ '^[A-Za-z0-9.!#$%&''*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$'
$$;

-- Keeps updated_at honest whatever the client sends.
create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

-- Publishing without a date means "now"; a future date is a schedule honoured by the read policies.
create or replace function public.set_published_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'published' and new.published_at is null then
    new.published_at := now();
  end if;
  return new;
end
$$;

-- Counters move only through the database's own functions (which run as their owner). API roles
-- get a clear error instead of a silently ignored value.
create or replace function public.protect_view_count()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if tg_op = 'INSERT' and coalesce(new.view_count, 0) <> 0 then
    raise exception 'view_count is maintained by the database and cannot be set'
      using errcode = '42501';
  end if;
  if tg_op = 'UPDATE' and new.view_count is distinct from old.view_count then
    raise exception 'view_count is maintained by the database and cannot be set'
      using errcode = '42501';
  end if;
  return new;
end
$$;

-- Stories ------------------------------------------------------------------------------------------

create table public.news_stories (
  id uuid primary key default gen_random_uuid(),
  title text not null constraint news_stories_title_length check (char_length(btrim(title)) between 1 and 300),
  summary text not null default '' constraint news_stories_summary_length check (char_length(summary) <= 60000),
  author text not null default '' constraint news_stories_author_length check (char_length(author) <= 120),
  category text not null constraint news_stories_category_check check (category in (
    'Business & Finance',
    'Politics, Legal & Governance',
    'Health & Environment',
    'Sports',
    'Arts & Culture',
    'Arts & Culture - Travel',
    'Arts & Culture - Music',
    'Arts & Culture - Lifestyle',
    'Arts & Culture - Literature',
    'Arts & Culture - Theatre',
    'Feature',
    'Foreign'
  )),
  read_time text not null default '' constraint news_stories_read_time_length check (char_length(read_time) <= 40),
  image_url text constraint news_stories_image_url_length check (char_length(image_url) <= 2048),
  image_alt text constraint news_stories_image_alt_length check (char_length(image_alt) <= 300),
  image_caption text constraint news_stories_image_caption_length check (char_length(image_caption) <= 500),
  image_author text constraint news_stories_image_author_length check (char_length(image_author) <= 120),
  is_featured boolean not null default false,
  -- 'published' with a future published_at is a scheduled story: it becomes public at that time.
  status text not null default 'published' constraint news_stories_status_check
    check (status in ('draft', 'published', 'archived')),
  published_at timestamptz,
  view_count integer not null default 0 constraint news_stories_view_count_check check (view_count >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on column public.news_stories.summary is 'The full story body; paragraphs separated by blank lines.';
comment on column public.news_stories.status is
  'draft | published | archived. Published with published_at in the future = scheduled.';

-- At most one featured story, enforced by the index even if two saves race.
create unique index news_stories_one_featured on public.news_stories (is_featured) where is_featured;
create index news_stories_published_idx on public.news_stories (published_at desc, created_at desc)
  where status = 'published';
create index news_stories_category_idx on public.news_stories (lower(category), published_at desc)
  where status = 'published';
create index news_stories_status_idx on public.news_stories (status, created_at desc);

-- Featuring a story un-features the previous one in the same statement, so a single update and the
-- console's two-update flow (clear others, then set the chosen one) both work. The advisory lock
-- serialises concurrent featurings: the second waits, then clears the first one's flag.
create or replace function public.news_stories_single_featured()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.is_featured and (tg_op = 'INSERT' or not old.is_featured) then
    perform pg_advisory_xact_lock(hashtext('public.news_stories.is_featured'));
    update public.news_stories set is_featured = false where is_featured and id <> new.id;
  end if;
  return new;
end
$$;

create trigger news_stories_single_featured before insert or update of is_featured on public.news_stories
  for each row execute function public.news_stories_single_featured();
create trigger news_stories_set_updated_at before update on public.news_stories
  for each row execute function public.set_updated_at();
create trigger news_stories_set_published_at before insert or update on public.news_stories
  for each row execute function public.set_published_at();
create trigger news_stories_protect_view_count before insert or update on public.news_stories
  for each row execute function public.protect_view_count();

-- Photo essays -------------------------------------------------------------------------------------

create table public.photo_essays (
  id uuid primary key default gen_random_uuid(),
  title text not null constraint photo_essays_title_length check (char_length(btrim(title)) between 1 and 200),
  caption text not null default '' constraint photo_essays_caption_length check (char_length(caption) <= 3000),
  photographer text not null default '' constraint photo_essays_photographer_length check (char_length(photographer) <= 120),
  image_url text constraint photo_essays_image_url_length check (char_length(image_url) <= 2048),
  image_alt text constraint photo_essays_image_alt_length check (char_length(image_alt) <= 300),
  type text not null default 'day' constraint photo_essays_type_check check (type in ('day', 'week')),
  status text not null default 'published' constraint photo_essays_status_check
    check (status in ('draft', 'published', 'archived')),
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index photo_essays_published_idx on public.photo_essays (created_at desc) where status = 'published';
create index photo_essays_type_idx on public.photo_essays (type, published_at desc) where status = 'published';

create trigger photo_essays_set_updated_at before update on public.photo_essays
  for each row execute function public.set_updated_at();
create trigger photo_essays_set_published_at before insert or update on public.photo_essays
  for each row execute function public.set_published_at();

-- Live feeds (including breaking news: category 'breaking') ----------------------------------------

create table public.live_feeds (
  id uuid primary key default gen_random_uuid(),
  title text not null constraint live_feeds_title_length check (char_length(btrim(title)) between 1 and 300),
  description text constraint live_feeds_description_length check (char_length(description) <= 2000),
  url text not null default '#' constraint live_feeds_url_length check (char_length(url) between 1 and 2048),
  source text not null constraint live_feeds_source_length check (char_length(btrim(source)) between 1 and 120),
  category text not null default 'general' constraint live_feeds_category_check check (category in (
    'general', 'breaking', 'politics', 'business', 'technology', 'sports', 'health', 'world'
  )),
  is_active boolean not null default true,
  published_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index live_feeds_active_idx on public.live_feeds (created_at desc) where is_active;
create index live_feeds_breaking_idx on public.live_feeds (created_at desc) where is_active and category = 'breaking';

create trigger live_feeds_set_updated_at before update on public.live_feeds
  for each row execute function public.set_updated_at();

-- Advertisements -----------------------------------------------------------------------------------

create table public.advertisements (
  id uuid primary key default gen_random_uuid(),
  title text not null constraint advertisements_title_length check (char_length(btrim(title)) between 1 and 200),
  content text constraint advertisements_content_length check (char_length(content) <= 2000),
  image_url text not null constraint advertisements_image_url_length check (char_length(image_url) between 1 and 2048),
  link_url text constraint advertisements_link_url_length check (char_length(link_url) <= 2048),
  position text not null default 'sidebar' constraint advertisements_position_check check (position in (
    'header', 'top-sidebar', 'bottom-sidebar', 'footer', 'inline', 'in-content', 'mobile-banner', 'sidebar'
  )),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index advertisements_active_idx on public.advertisements (position, created_at desc) where is_active;
create index advertisements_created_idx on public.advertisements (created_at desc);

create trigger advertisements_set_updated_at before update on public.advertisements
  for each row execute function public.set_updated_at();

-- Sports categories and live events ----------------------------------------------------------------

create table public.sports_categories (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint sports_categories_name_length check (char_length(btrim(name)) between 1 and 80),
  slug text not null constraint sports_categories_slug_format
    check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 80),
  icon text constraint sports_categories_icon_length check (char_length(icon) <= 64),
  color text not null default '#3B82F6' constraint sports_categories_color_format check (color ~ '^#[0-9A-Fa-f]{6}$'),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint sports_categories_slug_key unique (slug),
  constraint sports_categories_name_key unique (name)
);

create index sports_categories_name_idx on public.sports_categories (name);

create trigger sports_categories_set_updated_at before update on public.sports_categories
  for each row execute function public.set_updated_at();

create table public.sports_events (
  id uuid primary key default gen_random_uuid(),
  title text not null constraint sports_events_title_length check (char_length(btrim(title)) between 1 and 200),
  description text constraint sports_events_description_length check (char_length(description) <= 5000),
  event_type text not null default 'sports' constraint sports_events_event_type_check check (event_type in (
    'sports', 'entertainment', 'education', 'gaming', 'business', 'technology', 'health', 'other'
  )),
  sport_type text not null default 'General' constraint sports_events_sport_type_length check (char_length(sport_type) <= 80),
  teams text not null default 'TBD' constraint sports_events_teams_length check (char_length(teams) <= 200),
  league text constraint sports_events_league_length check (char_length(league) <= 120),
  scheduled_start timestamptz not null,
  scheduled_end timestamptz,
  stream_url text constraint sports_events_stream_url_length check (char_length(stream_url) <= 2048),
  stream_type text not null default 'youtube' constraint sports_events_stream_type_check
    check (stream_type in ('youtube', 'twitch', 'custom')),
  thumbnail_url text constraint sports_events_thumbnail_url_length check (char_length(thumbnail_url) <= 2048),
  is_live boolean not null default false,
  is_featured boolean not null default false,
  status text not null default 'scheduled' constraint sports_events_status_check
    check (status in ('scheduled', 'live', 'ended', 'cancelled')),
  view_count integer not null default 0 constraint sports_events_view_count_check check (view_count >= 0),
  category_id uuid references public.sports_categories (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint sports_events_end_after_start check (scheduled_end is null or scheduled_end >= scheduled_start)
);

create index sports_events_start_idx on public.sports_events (scheduled_start);
create index sports_events_live_idx on public.sports_events (scheduled_start) where is_live;
create index sports_events_category_idx on public.sports_events (category_id, scheduled_start);

create trigger sports_events_set_updated_at before update on public.sports_events
  for each row execute function public.set_updated_at();
create trigger sports_events_protect_view_count before insert or update on public.sports_events
  for each row execute function public.protect_view_count();

-- Story views --------------------------------------------------------------------------------------

create table public.story_views (
  id uuid primary key default gen_random_uuid(),
  story_id uuid not null references public.news_stories (id) on delete cascade,
  user_agent text constraint story_views_user_agent_length check (char_length(user_agent) <= 512),
  created_at timestamptz not null default now()
);

create index story_views_story_idx on public.story_views (story_id, created_at desc);

create or replace function public.story_views_count()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.news_stories set view_count = view_count + 1 where id = new.story_id;
  return null;
end
$$;

create trigger story_views_count after insert on public.story_views
  for each row execute function public.story_views_count();

-- Returns the new count, or null when the event does not exist.
create or replace function public.increment_sports_event_views(event_id uuid)
returns integer
language sql
security definer
set search_path = ''
as $$
  update public.sports_events
     set view_count = view_count + 1
   where id = increment_sports_event_views.event_id
  returning view_count
$$;

-- Public intake: contact messages, story tips, page views, newsletter sign-ups ----------------------

-- Rows from the public API are stamped with the server's clock (no back-dating around rate limits).
create or replace function public.stamp_created_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    new.created_at := now();
  end if;
  return new;
end
$$;

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint contact_messages_name_length check (char_length(btrim(name)) between 1 and 120),
  email text not null constraint contact_messages_email_check check (public.is_valid_email(email)),
  message text not null constraint contact_messages_message_length check (char_length(btrim(message)) between 1 and 5000),
  created_at timestamptz not null default now()
);

create index contact_messages_email_idx on public.contact_messages (lower(email), created_at desc);
create index contact_messages_created_idx on public.contact_messages (created_at desc);

-- The same limit the contact function applies, so a direct REST insert cannot flood the inbox.
create or replace function public.contact_messages_rate_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select count(*) from public.contact_messages
       where lower(email) = lower(new.email) and created_at > now() - interval '1 hour') >= 5 then
    raise exception 'Too many messages from this address. Please try again later.'
      using errcode = 'P0001', hint = 'rate_limited';
  end if;
  return new;
end
$$;

create trigger contact_messages_stamp before insert on public.contact_messages
  for each row execute function public.stamp_created_at();
create trigger contact_messages_rate_limit before insert on public.contact_messages
  for each row execute function public.contact_messages_rate_limit();

create table public.story_tips (
  id uuid primary key default gen_random_uuid(),
  title text not null constraint story_tips_title_length check (char_length(btrim(title)) between 1 and 300),
  summary text not null constraint story_tips_summary_length check (char_length(btrim(summary)) between 1 and 20000),
  author text not null constraint story_tips_author_length check (char_length(btrim(author)) between 1 and 120),
  read_time text not null constraint story_tips_read_time_length check (char_length(btrim(read_time)) between 1 and 40),
  category text not null constraint story_tips_category_check check (category in (
    'Business & Finance',
    'Politics, Legal & Governance',
    'Health & Environment',
    'Sports',
    'Arts & Culture',
    'Arts & Culture - Travel',
    'Arts & Culture - Music',
    'Arts & Culture - Lifestyle',
    'Arts & Culture - Literature',
    'Arts & Culture - Theatre',
    'Feature',
    'Foreign'
  )),
  image_url text constraint story_tips_image_url_length check (char_length(image_url) <= 2048),
  image_alt text constraint story_tips_image_alt_length check (char_length(image_alt) <= 300),
  image_caption text constraint story_tips_image_caption_length check (char_length(image_caption) <= 500),
  image_author text constraint story_tips_image_author_length check (char_length(image_author) <= 120),
  is_featured boolean not null default false,
  contact_email text constraint story_tips_contact_email_check
    check (contact_email is null or public.is_valid_email(contact_email)),
  created_at timestamptz not null default now()
);

create index story_tips_created_idx on public.story_tips (created_at desc);

create trigger story_tips_stamp before insert on public.story_tips
  for each row execute function public.stamp_created_at();

-- First-party analytics: no IP address is stored; visitor_id is a random id kept by the browser.
create table public.page_views (
  id uuid primary key default gen_random_uuid(),
  path text not null constraint page_views_path_format check (char_length(path) between 1 and 2048 and left(path, 1) = '/'),
  source text not null default 'direct' constraint page_views_source_length check (char_length(btrim(source)) between 1 and 200),
  country text constraint page_views_country_length check (char_length(country) <= 80),
  visitor_id text not null constraint page_views_visitor_id_format check (visitor_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  created_at timestamptz not null default now()
);

create index page_views_created_idx on public.page_views (created_at desc);

create trigger page_views_stamp before insert on public.page_views
  for each row execute function public.stamp_created_at();

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null constraint newsletter_subscribers_email_check check (public.is_valid_email(email)),
  created_at timestamptz not null default now()
);

create unique index newsletter_subscribers_email_key on public.newsletter_subscribers (lower(email));

create trigger newsletter_subscribers_stamp before insert on public.newsletter_subscribers
  for each row execute function public.stamp_created_at();
