-- The editor console's lists page on the server (issue 33): 25 stories or photo essays at a time,
-- newest created first (ties broken by id, so pages never overlap), filtered by status, category,
-- author and full-text search, each page with an exact count. These indexes let every page be an
-- index walk that stops after its 25 rows, whatever the size of the archive.
--
-- Already in place and used as they are:
-- - news_stories_status_idx (status, created_at desc): Drafts and the published side of the list;
-- - news_stories_created_idx (created_at desc, id desc): all stories, the default list
--   (20261125100100);
-- - news_stories_published_idx where published: Scheduled (published with a future time), a
--   short range at the top of that index;
-- - news_stories_search_idx / photo_essays_search_idx (GIN): the search box.
-- The author box matches any part of the name (ilike '%…%'), which no b-tree can serve and pg_trgm
-- is not available on every database we run on: with a few thousand authors' rows it is a filter
-- on the created_at walk below, and the other filters narrow it first.

-- One category, newest created first (any status: the console shows drafts and scheduled too).
create index news_stories_console_category_created_idx
  on public.news_stories (category, created_at desc, id desc);

-- All photo essays, and one status of them, newest created first.
-- The columns the read policy checks ride along, so the exact count reads only this index.
create index photo_essays_console_created_idx
  on public.photo_essays (created_at desc, id desc)
  include (status, published_at);

create index photo_essays_console_status_created_idx
  on public.photo_essays (status, created_at desc, id desc);
