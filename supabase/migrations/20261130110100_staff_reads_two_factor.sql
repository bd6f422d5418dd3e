-- Staff reads need two-factor too (issue 47, "sources are the newsroom's most sensitive data";
-- decision 162). Until now only staff writes did (20261129150000, 20261129170000, 20261129190000):
-- a stolen password of an editor with an authenticator app, or of a member of a role that
-- requires two-factor, still read the tipsters' contact details, the contact messages, the
-- subscriber list, every user's roles and the drafts. Now a session that misses its two-factor
-- rule (public.two_factor_satisfied(), the same function as the write policies) reads what a
-- signed-in reader reads, nothing more. The same restrictive-policy pattern: ANDed with the
-- permissive policies, it only ever narrows who may read, so readers and anonymous visitors, and
-- staff without an app whose role does not require one (the seeded local accounts), read as before.

-- Tables only staff read: no row for a session that misses its two-factor rule.
do $$
declare
  target text;
begin
  foreach target in array array[
    'story_tips', 'contact_messages', 'newsletter_subscribers', 'newsletter_sends', 'newsletter_deliveries',
    'story_error_reports', 'story_revisions', 'live_post_revisions', 'content_audit_log', 'role_audit_log',
    'staff_access_log', 'staff_invitations', 'page_views', 'story_views', 'sports_event_viewers', 'remote_errors'
  ] loop
    execute format(
      'create policy %I on public.%I as restrictive for select to authenticated using ((select public.two_factor_satisfied()))',
      'Staff reads need two-factor when enrolled', target
    );
  end loop;
end
$$;

-- Tables with public rows: those stay readable to everyone, the rest (drafts, scheduled items,
-- inactive feeds, ads and categories, other people's roles) need the two-factor rule met.
-- The two-factor answer (an init plan, computed once per statement) comes first: a session that
-- meets its rule, every signed-in reader among them, skips the per-row test.
create policy "Staff reads need two-factor when enrolled" on public.news_stories
  as restrictive for select to authenticated
  using ((select public.two_factor_satisfied()) or (status = 'published' and published_at <= now()));

create policy "Staff reads need two-factor when enrolled" on public.photo_essays
  as restrictive for select to authenticated
  using ((select public.two_factor_satisfied()) or (status = 'published' and published_at <= now()));

create policy "Staff reads need two-factor when enrolled" on public.live_feeds
  as restrictive for select to authenticated
  using ((select public.two_factor_satisfied()) or is_active);

create policy "Staff reads need two-factor when enrolled" on public.advertisements
  as restrictive for select to authenticated
  using ((select public.two_factor_satisfied()) or is_active);

create policy "Staff reads need two-factor when enrolled" on public.sports_categories
  as restrictive for select to authenticated
  using ((select public.two_factor_satisfied()) or is_active);

create policy "Staff reads need two-factor when enrolled" on public.live_posts
  as restrictive for select to authenticated
  using ((select public.two_factor_satisfied()) or public.live_blog_is_public(story_id));

-- Credits: the editors' write policy (for all) also let them read the credits of drafts; a credit
-- of a story the session may read (news_stories' policies, as the caller) stays readable.
create policy "Staff reads need two-factor when enrolled" on public.story_authors
  as restrictive for select to authenticated
  using ((select public.two_factor_satisfied()) or exists (select 1 from public.news_stories s where s.id = story_id));

create policy "Staff reads need two-factor when enrolled" on public.story_tags
  as restrictive for select to authenticated
  using ((select public.two_factor_satisfied()) or exists (select 1 from public.news_stories s where s.id = story_id));

-- Everyone keeps reading their own roles (the consoles ask them before the code is entered).
create policy "Staff reads need two-factor when enrolled" on public.user_roles
  as restrictive for select to authenticated
  using ((select public.two_factor_satisfied()) or user_id = (select auth.uid()));

-- Listing blog-images is the editors' (single objects stay public by URL); other buckets unchanged.
create policy "Staff listing of blog images needs two-factor when enrolled" on storage.objects
  as restrictive for select to authenticated
  using ((select public.two_factor_satisfied()) or bucket_id <> 'blog-images');
