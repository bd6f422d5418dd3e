-- Topics of unpublished stories follow the staff two-factor rule (issue 47; decision 162). Since
-- 20261130120100 editors and admins read every topic, those of drafts and scheduled stories
-- included; 20261130110100 made every other staff read need the two-factor rule met. The same
-- restrictive policy here: a session that misses its rule (a stolen password) reads the topics a
-- reader reads, those a published, due story carries.
create policy "Staff reads need two-factor when enrolled" on public.tags
  as restrictive for select to authenticated
  using (
    exists (
      select 1 from public.story_tags st
        join public.news_stories s on s.id = st.story_id
       where st.tag_id = tags.id and s.status = 'published' and s.published_at <= now()
    )
    or (select public.two_factor_satisfied())
  );
