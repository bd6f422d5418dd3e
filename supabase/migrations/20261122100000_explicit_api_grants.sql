-- Explicit, least-privilege Data API grants. Hosted Supabase no longer grants anon, authenticated
-- and service_role anything on new objects in public (changelog "Tables not exposed to the Data
-- API automatically", applied to every project since 2026-10-30). Projects created before that kept
-- blanket grants on their existing tables, so this migration first takes every API privilege away
-- and then grants exactly what each role needs: the result is the same on an old project, a new
-- one and the local backend. Row-level security then narrows every grant to the rows a user may
-- touch. Rule for every later migration: it grants what it creates, in the same file.

revoke all on all tables in schema public from anon, authenticated, service_role;
revoke all on all sequences in schema public from anon, authenticated, service_role;
revoke all on all functions in schema public from public, anon, authenticated, service_role;

-- Tables ------------------------------------------------------------------------------------------

-- Published content: everyone reads; the editorial team writes (RLS: editors and admins).
grant select on public.news_stories, public.photo_essays, public.live_feeds, public.advertisements,
  public.sports_categories, public.sports_events
  to anon;
grant select, insert, update, delete on public.news_stories, public.photo_essays, public.live_feeds,
  public.advertisements, public.sports_categories, public.sports_events
  to authenticated;

-- Roles: signed-in users read their own; admins manage others' (RLS).
grant select, insert, update, delete on public.user_roles to authenticated;

-- Public intake: anyone adds a row; staff read and remove them (RLS: admins or editors).
grant insert on public.story_views, public.contact_messages, public.story_tips, public.page_views,
  public.newsletter_subscribers
  to anon;
grant select, insert on public.story_views, public.page_views to authenticated;
grant select, insert, delete on public.contact_messages, public.story_tips, public.newsletter_subscribers
  to authenticated;

-- The service role (edge functions, the seed, operators) bypasses RLS but still needs privileges.
grant select, insert, update, delete on all tables in schema public to service_role;

-- Functions ---------------------------------------------------------------------------------------

-- Called by RLS policies and CHECK constraints, which run as the requesting role.
grant execute on function public.has_role(text), public.is_editor(), public.is_admin(),
  public.is_valid_email(text)
  to anon, authenticated, service_role;

-- RPCs the portal calls.
grant execute on function public.increment_sports_event_views(uuid) to anon, authenticated, service_role;
grant execute on function public.analytics_summary(text) to authenticated, service_role;
grant execute on function public.admin_list_users() to authenticated, service_role;

-- Trigger functions (set_updated_at, set_published_at, protect_view_count, stamp_created_at,
-- news_stories_single_featured, story_views_count, contact_messages_rate_limit) keep no EXECUTE
-- grant: triggers fire without it, and nobody can reach them through /rest/v1/rpc.
