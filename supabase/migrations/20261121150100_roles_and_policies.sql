-- Application roles and the row-level-security policies that protect every table. The API roles
-- (anon, authenticated) hold table privileges as on any Supabase project; these policies decide.

create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null constraint user_roles_role_check check (role in ('admin', 'editor')),
  created_at timestamptz not null default now(),
  constraint user_roles_user_role_key unique (user_id, role)
);

create index user_roles_user_idx on public.user_roles (user_id);

-- Role checks run as the table owner so policies on user_roles do not recurse into themselves.
create or replace function public.has_role(role_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles
     where user_id = (select auth.uid()) and role = role_name
  )
$$;

-- Editors write editorial content; admins can do everything editors can.
create or replace function public.is_editor()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles
     where user_id = (select auth.uid()) and role in ('editor', 'admin')
  )
$$;

create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.has_role('admin')
$$;

alter table public.user_roles enable row level security;
alter table public.news_stories enable row level security;
alter table public.photo_essays enable row level security;
alter table public.live_feeds enable row level security;
alter table public.advertisements enable row level security;
alter table public.sports_categories enable row level security;
alter table public.sports_events enable row level security;
alter table public.story_views enable row level security;
alter table public.contact_messages enable row level security;
alter table public.story_tips enable row level security;
alter table public.page_views enable row level security;
alter table public.newsletter_subscribers enable row level security;

-- user_roles: you see your own rows; admins see and manage everyone's except their own, so nobody
-- grants themselves a role or locks themselves out.
create policy "Users read their own roles" on public.user_roles
  for select to authenticated using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "Admins grant roles to others" on public.user_roles
  for insert to authenticated with check ((select public.is_admin()) and user_id <> (select auth.uid()));
create policy "Admins change roles of others" on public.user_roles
  for update to authenticated
  using ((select public.is_admin()) and user_id <> (select auth.uid()))
  with check ((select public.is_admin()) and user_id <> (select auth.uid()));
create policy "Admins revoke roles of others" on public.user_roles
  for delete to authenticated using ((select public.is_admin()) and user_id <> (select auth.uid()));

-- news_stories: published and due, or any row for the editorial team.
create policy "Published stories are public" on public.news_stories
  for select to anon, authenticated
  using ((status = 'published' and published_at <= now()) or (select public.is_editor()));
create policy "Editors add stories" on public.news_stories
  for insert to authenticated with check ((select public.is_editor()));
create policy "Editors edit stories" on public.news_stories
  for update to authenticated using ((select public.is_editor())) with check ((select public.is_editor()));
create policy "Editors delete stories" on public.news_stories
  for delete to authenticated using ((select public.is_editor()));

-- photo_essays: as stories.
create policy "Published photo essays are public" on public.photo_essays
  for select to anon, authenticated
  using ((status = 'published' and published_at <= now()) or (select public.is_editor()));
create policy "Editors add photo essays" on public.photo_essays
  for insert to authenticated with check ((select public.is_editor()));
create policy "Editors edit photo essays" on public.photo_essays
  for update to authenticated using ((select public.is_editor())) with check ((select public.is_editor()));
create policy "Editors delete photo essays" on public.photo_essays
  for delete to authenticated using ((select public.is_editor()));

-- live_feeds (breaking news included).
create policy "Active live feeds are public" on public.live_feeds
  for select to anon, authenticated using (is_active or (select public.is_editor()));
create policy "Editors add live feeds" on public.live_feeds
  for insert to authenticated with check ((select public.is_editor()));
create policy "Editors edit live feeds" on public.live_feeds
  for update to authenticated using ((select public.is_editor())) with check ((select public.is_editor()));
create policy "Editors delete live feeds" on public.live_feeds
  for delete to authenticated using ((select public.is_editor()));

-- advertisements: public sees active ones; only admins see the rest and write.
create policy "Active advertisements are public" on public.advertisements
  for select to anon, authenticated using (is_active or (select public.is_admin()));
create policy "Admins add advertisements" on public.advertisements
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins edit advertisements" on public.advertisements
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete advertisements" on public.advertisements
  for delete to authenticated using ((select public.is_admin()));

-- sports_categories: active ones are public.
create policy "Active sports categories are public" on public.sports_categories
  for select to anon, authenticated using (is_active or (select public.is_editor()));
create policy "Editors add sports categories" on public.sports_categories
  for insert to authenticated with check ((select public.is_editor()));
create policy "Editors edit sports categories" on public.sports_categories
  for update to authenticated using ((select public.is_editor())) with check ((select public.is_editor()));
create policy "Editors delete sports categories" on public.sports_categories
  for delete to authenticated using ((select public.is_editor()));

-- sports_events: every event is public (upcoming, live and ended all have a place on the hubs).
create policy "Live events are public" on public.sports_events
  for select to anon, authenticated using (true);
create policy "Editors add live events" on public.sports_events
  for insert to authenticated with check ((select public.is_editor()));
create policy "Editors edit live events" on public.sports_events
  for update to authenticated using ((select public.is_editor())) with check ((select public.is_editor()));
create policy "Editors delete live events" on public.sports_events
  for delete to authenticated using ((select public.is_editor()));

-- story_views: anyone records a view of a story the public can see; only admins read the log.
create policy "Anyone records a view of a published story" on public.story_views
  for insert to anon, authenticated
  with check (exists (
    select 1 from public.news_stories s
     where s.id = story_id and s.status = 'published' and s.published_at <= now()
  ));
create policy "Admins read story views" on public.story_views
  for select to authenticated using ((select public.is_admin()));

-- Intake tables: anyone submits (the table checks validate); only the staff who act on them read.
create policy "Anyone sends a contact message" on public.contact_messages
  for insert to anon, authenticated with check (true);
create policy "Admins read contact messages" on public.contact_messages
  for select to authenticated using ((select public.is_admin()));
create policy "Admins delete contact messages" on public.contact_messages
  for delete to authenticated using ((select public.is_admin()));

create policy "Anyone submits a story tip" on public.story_tips
  for insert to anon, authenticated with check (true);
create policy "Editors read story tips" on public.story_tips
  for select to authenticated using ((select public.is_editor()));
create policy "Editors delete story tips" on public.story_tips
  for delete to authenticated using ((select public.is_editor()));

create policy "Anyone records a page view" on public.page_views
  for insert to anon, authenticated with check (true);
create policy "Admins read page views" on public.page_views
  for select to authenticated using ((select public.is_admin()));

create policy "Anyone subscribes to the newsletter" on public.newsletter_subscribers
  for insert to anon, authenticated with check (true);
create policy "Admins read newsletter subscribers" on public.newsletter_subscribers
  for select to authenticated using ((select public.is_admin()));
create policy "Admins delete newsletter subscribers" on public.newsletter_subscribers
  for delete to authenticated using ((select public.is_admin()));
