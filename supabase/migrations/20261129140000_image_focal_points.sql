-- Focal points for story and photo-essay images (issue 32, item 3; decision 153). The editor clicks
-- the preview; every crop of the image keeps that point in frame (the portal crops in the browser
-- with object-position, as hosted Supabase's transformations take no focal point). Each axis runs
-- from 0 (left/top) to 1 (right/bottom); both are set or neither (the centre).

alter table public.news_stories
  add column image_focal_x real,
  add column image_focal_y real,
  add constraint news_stories_image_focal_range check (
    (image_focal_x is null) = (image_focal_y is null)
    and (image_focal_x is null or (image_focal_x between 0 and 1 and image_focal_y between 0 and 1))
  );

alter table public.photo_essays
  add column image_focal_x real,
  add column image_focal_y real,
  add constraint photo_essays_image_focal_range check (
    (image_focal_x is null) = (image_focal_y is null)
    and (image_focal_x is null or (image_focal_x between 0 and 1 and image_focal_y between 0 and 1))
  );

comment on column public.news_stories.image_focal_x is 'Focal point of image_url, 0 (left) to 1 (right); null: the centre.';
comment on column public.news_stories.image_focal_y is 'Focal point of image_url, 0 (top) to 1 (bottom); null: the centre.';
comment on column public.photo_essays.image_focal_x is 'Focal point of image_url, 0 (left) to 1 (right); null: the centre.';
comment on column public.photo_essays.image_focal_y is 'Focal point of image_url, 0 (top) to 1 (bottom); null: the centre.';
