-- Readable story addresses (issue 53 item 2, decision 206): /story/{slug}, the slug made from the
-- headline. story_slugs holds every slug a story has had; one is current. An old slug, and the
-- story's id (the spec's /story/:id), lead to the current one by a permanent redirect that the
-- shell serves from its page cache (shell/src/server/storyRedirect.ts).
--
-- * Slugs map to a story id, never to another slug: a chain of renames (A -> B -> C, or back to A)
--   resolves in one step and cannot loop. A slug once a story's is never another story's: old
--   links keep their story.
-- * Every story gets a slug when it is created; while it has never been published and nobody set
--   one by hand, a new headline makes a new one (a draft's slugs were never public). From its
--   first publication the slug changes only when an editor changes it.
-- * Editors and admins (meeting their two-factor rule) write slugs; the database refuses bad ones
--   with a message the console shows: not lower-case letters/digits joined by single hyphens
--   (markup, bidi and other control or format characters), longer than 100 characters, shaped
--   like a story id, a word the site's routes use, or another story's slug.
-- * Readers see the slugs of the stories they can read (published, due, not in the trash).
-- * A change of slug purges the story's pages and the lists that link to it, and the redirects.

-- 1 -----------------------------------------------------------------------------------------------
-- A slug from a headline, readable in the headline's script: lower case; Latin letters lose their
-- accents (ß ss, æ ae, ø o, ł l …), Greek and Cyrillic are written in Latin letters; scripts
-- without a Latin form (Arabic, Chinese …) keep their letters. Any run of other characters
-- (spaces, punctuation, markup, bidi and other format characters) is one hyphen. At most 80
-- characters, cut at a hyphen.
create or replace function public.story_slug_from(headline text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  slug text := lower(coalesce(headline, ''));
  spelling record;
begin
  for spelling in
    select * from (values
      ('ж', 'zh'), ('х', 'kh'), ('ц', 'ts'), ('ч', 'ch'), ('ш', 'sh'), ('щ', 'shch'), ('ю', 'yu'), ('я', 'ya'),
      ('ё', 'yo'), ('є', 'ye'), ('ї', 'yi'), ('й', 'y'), ('ъ', ''), ('ь', ''),
      ('θ', 'th'), ('χ', 'ch'), ('ψ', 'ps'), ('ß', 'ss'), ('æ', 'ae'), ('œ', 'oe'), ('þ', 'th'), ('&', ' and ')
    ) as pairs (letters, latin)
  loop
    slug := replace(slug, spelling.letters, spelling.latin);
  end loop;
  -- Accents come apart from their letters and go.
  slug := regexp_replace(normalize(slug, nfkd), '[\u0300-\u036f]', '', 'g');
  slug := translate(slug,
    'абвгдезиклмнопрстуфыэіґαβγδεζηικλμνξοπρσςτυφωøłđðı',
    'abvgdeziklmnoprstufyeigavgdeziiklmnxoprsstyfoolddi');
  slug := btrim(regexp_replace(slug, '[^[:alnum:]]+', '-', 'g'), '-');
  if char_length(slug) > 80 then
    slug := left(slug, 81);
    slug := coalesce(nullif(regexp_replace(slug, '-[^-]*$', ''), ''), left(slug, 80));
  end if;
  return slug;
end
$$;

comment on function public.story_slug_from(text) is
  'The slug a headline gives (decision 206): lower case, accents and Greek/Cyrillic folded to Latin, other scripts kept, hyphens between words.';

revoke execute on function public.story_slug_from(text) from public;
grant execute on function public.story_slug_from(text) to anon, authenticated, service_role;

-- Words a story slug may not be: every first segment of the site's routes (docs/product/routes.md)
-- and the credit slugs' reserved words, so no slug is ever taken for a page of the site.
create or replace function public.is_reserved_story_slug(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select public.is_reserved_slug(value) or value = any (array[
    'story', 'stories', 'preview', 'category', 'author', 'topic', 'search', 'corrections', 'about', 'contact',
    'submit-story', 'privacy-policy', 'terms-of-service', 'advertise', 'sitemaps', 'live-events', 'sports-live',
    'blog-management', 'account', 'forgot-password', 'reset-password', 'accept-invite', 'newsletter',
    'subscribe', 'alerts', 'uk', 'zimbabwe', 'international', 'static', 'server', 'index', 'amp', 'favicon'
  ])
$$;

revoke execute on function public.is_reserved_story_slug(text) from public;
grant execute on function public.is_reserved_story_slug(text) to anon, authenticated, service_role;

-- 2 -----------------------------------------------------------------------------------------------
create table public.story_slugs (
  slug text primary key,
  story_id uuid not null references public.news_stories (id) on delete cascade,
  is_current boolean not null default true,
  -- Made from the headline (not typed by an editor): a draft's headline may still replace it.
  generated boolean not null default false,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  constraint story_slugs_format check (
    char_length(slug) between 1 and 100
    and slug ~ '^[[:alnum:]]+(-[[:alnum:]]+)*$'
    and slug = lower(slug)
  )
);

comment on table public.story_slugs is
  'Every slug a story has had (decision 206): /story/{slug} shows the story at its current slug; any other redirects permanently to it.';
comment on column public.story_slugs.is_current is 'The slug of the story''s canonical address (one per story).';

create unique index story_slugs_current_idx on public.story_slugs (story_id) where is_current;
create index story_slugs_story_idx on public.story_slugs (story_id);

alter table public.story_slugs enable row level security;

-- A slug is as public as its story: the stories' own read policies decide (drafts' slugs would
-- tell their headlines).
create policy "Slugs of readable stories" on public.story_slugs
  for select to anon, authenticated
  using (exists (select 1 from public.news_stories s where s.id = story_id));

create policy "Editors write slugs" on public.story_slugs
  for insert to authenticated with check ((select public.is_editor()));
create policy "Editors change slugs" on public.story_slugs
  for update to authenticated using ((select public.is_editor())) with check ((select public.is_editor()));
create policy "Staff slug writes need two-factor when enrolled" on public.story_slugs
  as restrictive for insert to authenticated with check ((select public.two_factor_satisfied()));
create policy "Staff slug changes need two-factor when enrolled" on public.story_slugs
  as restrictive for update to authenticated
  using ((select public.two_factor_satisfied())) with check ((select public.two_factor_satisfied()));

-- No delete: an old slug stays a redirect for as long as its story exists.
revoke all on table public.story_slugs from anon, authenticated, service_role;
grant select on table public.story_slugs to anon;
grant select, insert (slug, story_id), update (is_current) on table public.story_slugs to authenticated;
grant select, insert, update, delete on table public.story_slugs to service_role;

-- 3 -----------------------------------------------------------------------------------------------
-- Security definer: it sees every story's slugs, so a duplicate is found whoever asks.
create or replace function private.story_slugs_validate()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.slug is null or char_length(new.slug) > 100 or new.slug !~ '^[[:alnum:]]+(-[[:alnum:]]+)*$'
     or new.slug <> lower(new.slug) then
    raise exception 'A story''s address may use only lower-case letters, digits and single hyphens (at most 100 characters).'
      using errcode = '23514';
  end if;
  if new.slug ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    raise exception 'The address "%" looks like a story id. Choose another.', new.slug using errcode = '23514';
  end if;
  if public.is_reserved_story_slug(new.slug) then
    raise exception 'The address "%" is reserved. Choose another.', new.slug using errcode = '23514';
  end if;
  if tg_op = 'INSERT' and exists (select 1 from public.story_slugs x where x.slug = new.slug and x.story_id <> new.story_id) then
    raise exception 'The address "%" is already used by another story.', new.slug using errcode = '23505';
  end if;
  if tg_op = 'UPDATE' and (new.slug <> old.slug or new.story_id <> old.story_id) then
    raise exception 'A story''s old address cannot be changed; give the story a new one.' using errcode = '42501';
  end if;
  -- One current slug a story (a unique index): the one it replaces becomes old first.
  if new.is_current then
    update public.story_slugs set is_current = false
     where story_id = new.story_id and slug <> new.slug and is_current;
  end if;
  return new;
end
$$;

revoke execute on function private.story_slugs_validate() from public, anon, authenticated, service_role;

create trigger story_slugs_validate before insert or update on public.story_slugs
  for each row execute function private.story_slugs_validate();

-- A new current slug purges the story's pages (its old address's redirect carries row:{id}) and
-- the lists that link to it, whose 404 for a new slug carries list:news_stories.
create or replace function private.story_slugs_after_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (
    select 1 from public.news_stories s
     where s.id = new.story_id and s.status = 'published' and s.deleted_at is null
  ) then
    insert into public.page_purges (keys)
    values (array['row:' || new.story_id, 'rows:news_stories', 'list:news_stories']);
  end if;
  return null;
end
$$;

revoke execute on function private.story_slugs_after_write() from public, anon, authenticated, service_role;

create trigger story_slugs_after_write after insert or update of is_current on public.story_slugs
  for each row when (new.is_current) execute function private.story_slugs_after_write();

-- 4 -----------------------------------------------------------------------------------------------
-- A slug from the headline no other story has: the headline's, else with -2, -3 …; a headline
-- without letters or digits gives "story".
create or replace function private.unused_story_slug(headline text, story uuid)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  base text := coalesce(nullif(public.story_slug_from(headline), ''), 'story');
  candidate text := base;
  n integer := 1;
begin
  if base ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    base := 'story-' || left(base, 70);
    candidate := base;
  end if;
  while public.is_reserved_story_slug(candidate)
        or exists (select 1 from public.story_slugs x where x.slug = candidate and x.story_id <> story) loop
    n := n + 1;
    candidate := left(base, 90) || '-' || n;
  end loop;
  return candidate;
end
$$;

revoke execute on function private.unused_story_slug(text, uuid) from public, anon, authenticated, service_role;

-- A new story gets its slug; a draft never published whose slug nobody typed follows its headline.
create or replace function private.news_stories_keep_slug()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  slug_now public.story_slugs;
  wanted text;
begin
  select * into slug_now from public.story_slugs x where x.story_id = new.id and x.is_current;
  if found and (tg_op = 'INSERT' or not slug_now.generated or new.first_published_at is not null
                or new.status = 'published' or new.title is not distinct from old.title) then
    return null;
  end if;
  wanted := private.unused_story_slug(new.title, new.id);
  if found and slug_now.slug = wanted then
    return null;
  end if;
  -- A draft's generated slug was never public: no redirect is kept for it.
  if found then
    delete from public.story_slugs x where x.story_id = new.id and x.generated and x.slug <> wanted;
  end if;
  insert into public.story_slugs (slug, story_id, is_current, generated, created_by)
  values (wanted, new.id, true, true, null)
  on conflict (slug) do update set is_current = true;
  return null;
end
$$;

revoke execute on function private.news_stories_keep_slug() from public, anon, authenticated, service_role;

create trigger news_stories_keep_slug after insert or update of title, status on public.news_stories
  for each row execute function private.news_stories_keep_slug();

-- Every story there is gets its slug, oldest first (the older story keeps the plain headline).
do $$
declare
  story record;
begin
  for story in select id, title from public.news_stories order by created_at, id loop
    insert into public.story_slugs (slug, story_id, is_current, generated, created_by)
    values (private.unused_story_slug(story.title, story.id), story.id, true, true, null);
  end loop;
end
$$;

-- 5 -----------------------------------------------------------------------------------------------
-- The story's current slug (a computed field: select=…,slug). As readable as the story row.
create or replace function public.slug(public.news_stories)
returns text
language sql
stable
set search_path = ''
as $$
  select x.slug from public.story_slugs x where x.story_id = $1.id and x.is_current
$$;

comment on function public.slug(public.news_stories) is 'The story''s current slug: its address is /story/{slug} (decision 206).';

revoke execute on function public.slug(public.news_stories) from public;
grant execute on function public.slug(public.news_stories) to anon, authenticated, service_role;

-- What a story address (/story/{address}: an id or any slug the story has had) leads to, as
-- readers may know it: the story's id and current slug while it is published and due; gone when
-- it was public and is now in the trash (its page answers 410); no row otherwise. Security
-- definer to answer gone (the trash is out of every read); it tells nothing of other stories.
create or replace function public.story_address(address text)
returns table (story_id uuid, slug text, gone boolean)
language sql
stable
security definer
set search_path = ''
as $$
  with named as (
    select s.id from public.news_stories s
     -- The cast only for an id's shape (a CASE keeps it from a slug).
     where s.id = case when address ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then address::uuid end
    union all
    select x.story_id from public.story_slugs x where x.slug = address
  )
  select s.id, current_slug.slug, s.deleted_at is not null
    from named
    join public.news_stories s on s.id = named.id
    left join public.story_slugs current_slug on current_slug.story_id = s.id and current_slug.is_current
   where s.status = 'published' and s.published_at <= coalesce(s.deleted_at, now())
   limit 1
$$;

comment on function public.story_address(text) is
  'The id and current slug of the published story an id or old slug names (gone: in the trash), for the 301 to its address (decision 206).';

revoke execute on function public.story_address(text) from public;
grant execute on function public.story_address(text) to anon, authenticated, service_role;

-- The console's rename: the slug given becomes the story's current one (an old slug of the same
-- story comes back; the one it replaces stays a redirect). Runs as the caller: story_slugs'
-- policies decide who may (editors and admins meeting their two-factor rule).
create or replace function public.set_story_slug(story uuid, new_slug text)
returns text
language plpgsql
set search_path = ''
as $$
declare
  wanted text := btrim(coalesce(new_slug, ''));
begin
  if not (select public.is_editor()) then
    raise exception 'Only editors and admins can change a story''s address.' using errcode = '42501';
  end if;
  if not exists (select 1 from public.news_stories s where s.id = story) then
    raise exception 'No such story.' using errcode = 'P0002';
  end if;
  if exists (select 1 from public.story_slugs x where x.slug = wanted and x.story_id = story) then
    update public.story_slugs x set is_current = true where x.slug = wanted and not x.is_current;
  else
    insert into public.story_slugs (slug, story_id) values (wanted, story);
  end if;
  return wanted;
end
$$;

comment on function public.set_story_slug(uuid, text) is
  'Makes a slug the story''s current address, the old one left as a redirect (editors and admins; decision 206).';

revoke execute on function public.set_story_slug(uuid, text) from public, anon;
grant execute on function public.set_story_slug(uuid, text) to authenticated, service_role;

-- 6 -----------------------------------------------------------------------------------------------
-- Front cards link to the story's address: the card carries its slug.
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
    'live_updated_at', public.live_updated_at(s), 'credits', public.credits(s),
    'slug', (select x.slug from public.story_slugs x where x.story_id = s.id and x.is_current)
  )
$$;
