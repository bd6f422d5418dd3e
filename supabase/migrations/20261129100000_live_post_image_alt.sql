-- Live blogs (issue 29, decision 149): a post's image must be described for readers who cannot
-- see it. The desk asks for the alt text before it posts; the database refuses whatever client
-- skips that (an API call, an old console). live_posts is new with 20261127120000 and no post
-- holds an undescribed image, so the check is validated at once.
alter table public.live_posts
  add constraint live_posts_image_alt_present
  check (image_url is null or coalesce(btrim(image_alt, E' \t\r\n'), '') <> '');
