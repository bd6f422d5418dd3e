-- search_content() ran as its caller, so the stories' read policy applied inside it, and under
-- row-level security PostgreSQL uses an index only for operators that are leakproof (the policy
-- must see a row before any function that might leak it does). @@ is not leakproof: every search
-- read all of news_stories and photo_essays, 0.55 s over a 100,000-story archive (issue 33).
-- As its owner it searches through the GIN indexes. Its own filters (published and due, for
-- stories and essays) are the public read policy, applied to every caller as before: editors'
-- sessions still find only what readers see.

alter function public.search_content(text, text[], timestamptz, timestamptz, integer, integer) security definer;
