-- Live blogs (issue 29): a story that runs as a live page, post by post.
-- 1. news_stories.live_state: null for an ordinary story, 'live' while the blog runs, 'ended' after.
-- 2. live_posts: the posts of a live story. The database refuses what must never reach a reader
--    (an empty or oversized body, a `javascript:` link, an image or embed that is not an allowed
--    web address) whatever client sends it. At most one pinned post per story (partial unique
--    index). Edit versions and revisions as stories' (20261122110000): a save over a newer version
--    is refused with PT409; `edited` tells readers a post changed after it was published.
-- 3. RLS: anyone reads the posts of a published, due live or ended story; editors and admins read
--    and write every post; nobody else writes. Realtime delivers a post only to whoever may select
--    it (decision 021), so a draft's posts reach editors alone.
-- 4. Cached pages: a post's change purges the pages that show its story (its page, the home page's
--    card with the latest post's time) through page_purges (20261125120000).
-- 5. Computed field news_stories.live_updated_at: the time of the story's latest visible post.

-- 1 -----------------------------------------------------------------------------------------------
alter table public.news_stories add column live_state text
  constraint news_stories_live_state_check check (live_state in ('live', 'ended'));

comment on column public.news_stories.live_state is
  'Live blog state: null for an ordinary story, live while the blog runs, ended after.';

-- 2 -----------------------------------------------------------------------------------------------
create table public.live_posts (
  id uuid primary key default gen_random_uuid(),
  story_id uuid not null references public.news_stories (id) on delete cascade,
  title text constraint live_posts_title_length check (char_length(title) <= 200),
  body text not null
    constraint live_posts_body_present check (btrim(body, E' \t\r\n') <> '')
    constraint live_posts_body_length check (char_length(body) <= 10000)
    -- Links are written [text](address): the address must be http(s) or a path on this site. A
    -- `javascript:` URL is refused anywhere in the text, link syntax or not.
    constraint live_posts_body_links_safe check (
      body !~* 'javascript[[:space:]]*:'
      and body !~* '\]\([[:space:]]*(?!https?://[^[:space:]()]+\)|/[^/\\[:space:]()][^[:space:]()]*\))'
    ),
  image_url text constraint live_posts_image_url_http check (image_url ~* '^https?://[^[:space:]]+$'),
  image_alt text constraint live_posts_image_alt_length check (char_length(image_alt) <= 300),
  -- The live player's allow-list (mfe-live streamSource.ts): YouTube or Twitch pages, https only.
  embed_url text constraint live_posts_embed_url_allowed check (
    char_length(embed_url) <= 500 and (
      embed_url ~* '^https://((www|m|music)\.)?(youtube\.com|youtube-nocookie\.com)/[^[:space:]]+$'
      or embed_url ~* '^https://youtu\.be/[A-Za-z0-9_-]+([?][^[:space:]]*)?$'
      or embed_url ~* '^https://((www|m|go|player)\.)?twitch\.tv/[^[:space:]]+$'
    )
  ),
  is_key_event boolean not null default false,
  is_pinned boolean not null default false,
  author text not null default '' constraint live_posts_author_length check (char_length(author) <= 100),
  published_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  edited boolean not null default false,
  version integer not null default 1 constraint live_posts_version_check check (version >= 1),
  constraint live_posts_key_event_titled check (not is_key_event or coalesce(btrim(title), '') <> '')
);

comment on table public.live_posts is 'Posts of a live blog (a news_stories row whose live_state is set).';
comment on column public.live_posts.body is
  'Plain text: paragraphs split by blank lines, links as [text](https://…) or bare https:// addresses.';
comment on column public.live_posts.edited is 'True once the post''s words, image or embed changed after publication.';
comment on column public.live_posts.version is
  'Edit version: +1 on each content change. Send the version you opened with an update to be refused (PT409) if it moved.';

-- The page reads a story's posts newest first, a page at a time (keyset on published_at, id).
create index live_posts_story_idx on public.live_posts (story_id, published_at desc, id desc);
create unique index live_posts_one_pinned_per_story on public.live_posts (story_id) where is_pinned;
create index live_posts_key_events_idx on public.live_posts (story_id, published_at desc) where is_key_event;

create trigger live_posts_set_updated_at before update on public.live_posts
  for each row execute function public.set_updated_at();

-- An empty author is the story's byline; `edited` is the database's to set, never the client's.
create or replace function public.live_posts_fill()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(btrim(new.author), '') = '' then
    new.author := coalesce((select s.author from public.news_stories s where s.id = new.story_id), '');
  end if;
  if tg_op = 'INSERT' then
    new.edited := false;
    return new;
  end if;
  new.story_id := old.story_id;
  new.edited := old.edited or (new.title, new.body, new.image_url, new.image_alt, new.embed_url)
    is distinct from (old.title, old.body, old.image_url, old.image_alt, old.embed_url);
  return new;
end
$$;

-- Named to run before live_posts_version_guard (BEFORE triggers run in name order).
create trigger live_posts_fill before insert or update on public.live_posts
  for each row execute function public.live_posts_fill();
create trigger live_posts_version_guard before insert or update on public.live_posts
  for each row execute function public.guard_edit_version('post');

create table public.live_post_revisions (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null references public.live_posts (id) on delete cascade,
  story_id uuid not null references public.news_stories (id) on delete cascade,
  version integer not null,
  title text,
  body text not null,
  image_url text,
  image_alt text,
  embed_url text,
  is_key_event boolean not null,
  is_pinned boolean not null,
  author text not null,
  edited_by uuid references auth.users (id) on delete set null,
  editor_email text,
  created_at timestamptz not null default now(),
  constraint live_post_revisions_post_version_key unique (post_id, version)
);

comment on table public.live_post_revisions is 'One row per saved version of a live post (written by a trigger).';

create index live_post_revisions_story_idx on public.live_post_revisions (story_id);

create or replace function public.live_posts_record_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.version = old.version then
    return null;
  end if;
  insert into public.live_post_revisions (
    post_id, story_id, version, title, body, image_url, image_alt, embed_url, is_key_event, is_pinned,
    author, edited_by, editor_email
  ) values (
    new.id, new.story_id, new.version, new.title, new.body, new.image_url, new.image_alt, new.embed_url,
    new.is_key_event, new.is_pinned, new.author, (select auth.uid()), (select auth.jwt() ->> 'email')
  )
  on conflict (post_id, version) do nothing;
  return null;
end
$$;

create trigger live_posts_record_revision after insert or update on public.live_posts
  for each row execute function public.live_posts_record_revision();

-- 3 -----------------------------------------------------------------------------------------------
-- Whether the public may read a story's live posts: the story is published, due and a live blog.
-- Both run as the caller (not definer): they tell nobody more than news_stories' own policies do.
create or replace function public.live_blog_is_public(story uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
    select 1 from public.news_stories s
     where s.id = story and s.live_state is not null
       and s.status = 'published' and s.published_at <= now()
  )
$$;

create or replace function public.live_blog_is_running(story uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from public.news_stories s where s.id = story and s.live_state = 'live')
$$;

alter table public.live_posts enable row level security;
alter table public.live_post_revisions enable row level security;

create policy "Posts of public live blogs are public" on public.live_posts
  for select to anon, authenticated
  using ((select public.is_editor()) or public.live_blog_is_public(story_id));
-- New posts go to a running blog only; an ended blog's posts may still be corrected or removed.
create policy "Editors post to running live blogs" on public.live_posts
  for insert to authenticated
  with check ((select public.is_editor()) and public.live_blog_is_running(story_id));
create policy "Editors edit live posts" on public.live_posts
  for update to authenticated using ((select public.is_editor())) with check ((select public.is_editor()));
create policy "Editors delete live posts" on public.live_posts
  for delete to authenticated using ((select public.is_editor()));

create policy "Editors read live post revisions" on public.live_post_revisions
  for select to authenticated using ((select public.is_editor()));

revoke all on table public.live_posts, public.live_post_revisions from anon, authenticated;
grant select on table public.live_posts to anon;
grant select, insert, update, delete on table public.live_posts to authenticated;
grant select on table public.live_post_revisions to authenticated;
grant select, insert, update, delete on table public.live_posts, public.live_post_revisions to service_role;

revoke execute on function public.live_posts_fill() from public, anon, authenticated;
revoke execute on function public.live_posts_record_revision() from public, anon, authenticated;
revoke execute on function public.live_blog_is_public(uuid), public.live_blog_is_running(uuid) from public;
-- Called by the policies, which run as the requesting role.
grant execute on function public.live_blog_is_public(uuid), public.live_blog_is_running(uuid)
  to anon, authenticated, service_role;

alter publication supabase_realtime add table public.live_posts;

-- 4 -----------------------------------------------------------------------------------------------
-- The story's page and every list card of it name row:<story id>; the post itself row:<post id>.
create or replace function public.live_posts_purge_pages()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  post public.live_posts := coalesce(new, old);
begin
  if tg_op = 'UPDATE' and public.page_content(to_jsonb(new)) = public.page_content(to_jsonb(old)) then
    return null;
  end if;
  if not public.live_blog_is_public(post.story_id) then
    return null;
  end if;
  insert into public.page_purges (keys) values (array['row:' || post.story_id, 'row:' || post.id]);
  delete from public.page_purges where created_at < now() - interval '10 minutes';
  return null;
end
$$;

revoke execute on function public.live_posts_purge_pages() from public, anon, authenticated;

create trigger live_posts_purge_pages after insert or update or delete on public.live_posts
  for each row execute function public.live_posts_purge_pages();

-- 5 -----------------------------------------------------------------------------------------------
-- Runs as the caller: a reader gets the latest post they may read, null for an ordinary story.
create or replace function public.live_updated_at(public.news_stories)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select case when ($1).live_state is null then null else (
    select p.published_at from public.live_posts p
     where p.story_id = ($1).id
     order by p.published_at desc
     limit 1
  ) end
$$;

comment on function public.live_updated_at(public.news_stories) is
  'Computed field news_stories.live_updated_at: the time of the live blog''s latest post (null for an ordinary story).';

revoke execute on function public.live_updated_at(public.news_stories) from public;
grant execute on function public.live_updated_at(public.news_stories) to anon, authenticated, service_role;

-- 6 -----------------------------------------------------------------------------------------------
-- The content audit trail (20261126120000) records live posts as it records the other content.
alter table public.content_audit_log drop constraint content_audit_log_table_check;
alter table public.content_audit_log add constraint content_audit_log_table_check check (table_name in (
  'news_stories', 'photo_essays', 'live_feeds', 'advertisements', 'sports_events', 'live_posts'
));

create trigger content_audit after insert or update or delete on public.live_posts
  for each row execute function public.content_audit();
