-- Indexes for a large archive (issue 33), found by EXPLAINing every query a public page or the
-- console's first screen sends, over 100,000 stories (backend/test/schema/archivePlans.test.ts).
-- Each was a Seq Scan of news_stories before.
--
-- 1. Public lists order by published_at desc NULLS LAST (the shared stories query). The index they
--    had is desc, which PostgreSQL keeps nulls first, so it could not give that order: the home
--    page, the feeds and the Arts & Culture section read and sorted the whole table. Published rows
--    always have a published_at (set_published_at), so both orders list the same stories; the
--    index now follows the queries. The sitemap's month query (desc, nulls first) sorts one month.
--    updated_at and status ride along so story_archive_months() counts every month from the index
--    alone (the read policy names status): 1.3 s became 30 ms.
-- 2. The console lists every story (drafts too) newest-created first, ties broken by id, with an
--    exact count. The columns the read policy checks ride along, so the count reads only this
--    index, as do the console's counts by status.

drop index public.news_stories_published_idx;
create index news_stories_published_idx
  on public.news_stories (published_at desc nulls last, created_at desc)
  include (updated_at, status)
  where status = 'published';

create index news_stories_created_idx
  on public.news_stories (created_at desc, id desc)
  include (status, published_at);
