-- The trash's read policy (deleted_at is null, 20261204500000) made the console's default list
-- read news_stories whole on PostgreSQL: counting rows not in the trash needs each row's
-- deleted_at, which news_stories_created_idx does not hold. The same order, over the rows readers
-- and the console see, lets the page and its count read an index again (archivePlans.test).
create index news_stories_live_created_idx on public.news_stories (created_at desc, id desc)
  where deleted_at is null;
