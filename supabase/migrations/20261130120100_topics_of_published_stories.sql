-- Topics reveal no embargo (issue 47). Every tag was public the moment an editor created it, so a
-- topic added to a draft or a scheduled story ("Merger of X and Y") showed at once on
-- /topic/{slug} and in a prefix search of tags. Now visitors and signed-in readers see a tag only
-- while a published story whose publication time has come carries it (news_stories' own rule for
-- the public); editors and admins still see every tag (the editor's suggestions). The stories
-- of a topic (topic_stories), a story's topics and the sitemap already follow the stories' rules.

drop policy "Tags are public" on public.tags;

create policy "Topics of published stories are public" on public.tags
  for select to anon, authenticated
  using (
    (select public.is_editor())
    or exists (
      select 1 from public.story_tags st
        join public.news_stories s on s.id = st.story_id
       where st.tag_id = tags.id and s.status = 'published' and s.published_at <= now()
    )
  );

-- set_story_credits() as in 20261129130000, but a new tag takes the first spelling the editor gave
-- for its slug ("Elections" before "ELECTIONS"): it relied on the rows of its anti-join keeping the
-- order given, which the plan under the policy above no longer does.
create or replace function public.set_story_credits(story uuid, author_ids uuid[], tag_names text[])
returns void
language plpgsql
set search_path = ''
as $$
begin
  if not (select public.is_editor()) then
    raise exception 'Only editors can change a story''s authors and tags.' using errcode = '42501';
  end if;
  if cardinality(author_ids) > 10 or cardinality(tag_names) > 10 then
    raise exception 'A story has at most 10 authors and 10 tags.' using errcode = '23514';
  end if;
  delete from public.story_authors where story_id = story;
  insert into public.story_authors (story_id, author_id, position)
  select story, a.id, (a.n - 1)::smallint
    from unnest(author_ids) with ordinality as a(id, n);
  insert into public.tags (name)
  select distinct on (wanted.slug) wanted.name
    from (
      select t.name, t.n, public.slugify(regexp_replace(btrim(t.name, E' \t\r\n'), '[[:space:]]+', ' ', 'g')) as slug
        from unnest(tag_names) with ordinality as t(name, n)
    ) wanted
   where not exists (select 1 from public.tags x where x.slug = wanted.slug)
   order by wanted.slug, wanted.n
  on conflict (slug) do nothing;
  delete from public.story_tags where story_id = story;
  insert into public.story_tags (story_id, tag_id)
  select distinct story, x.id from unnest(tag_names) t
    join public.tags x on x.slug = public.slugify(regexp_replace(btrim(t, E' \t\r\n'), '[[:space:]]+', ' ', 'g'));
end
$$;

-- Its grants as before: editors call it (it checks is_editor() itself), visitors do not.
revoke execute on function public.set_story_credits(uuid, uuid[], text[]) from public, anon;
grant execute on function public.set_story_credits(uuid, uuid[], text[]) to authenticated, service_role;
