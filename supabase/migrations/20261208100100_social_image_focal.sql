-- A separate social image is cropped around its own focal point (issue 53, decisions 205 and 199).
--
-- The link preview's card (/social-image/{key}?x=&y=) of a story's social image, when it is not
-- the lead image, was cropped at its centre: the story stores only the image's URL, and the focal
-- point lives in the media library (media_assets), which readers cannot read. The story page reads
-- it in the same request as the story, as the computed field social_image_focal (select=…,
-- social_image_focal): {x, y} of the library's image the story's social_image_url names (matched by
-- its object path in blog-images, whatever host the URL carries: media_object_path), or null.
--
-- Security definer, since readers have no read of media_assets; it answers only what a published
-- story already shows. It reads the story again by its id (never the row it is handed: a row can
-- be made up) and answers only for a published, due story not in the trash, as the stories' read
-- policies let readers see it; editors and admins meeting their two-factor rule, who read the
-- whole library anyway, for any story. One primary-key lookup and one on media_assets' unique
-- storage_path.
create or replace function public.social_image_focal(public.news_stories)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('x', a.focal_x, 'y', a.focal_y)
    from public.news_stories s
    join public.media_assets a on a.storage_path = public.media_object_path(s.social_image_url)
   where s.id = ($1).id
     and a.focal_x is not null and a.focal_y is not null
     and ((s.status = 'published' and s.published_at <= now() and s.deleted_at is null)
          or ((select public.is_editor()) and (select public.two_factor_satisfied())))
$$;

comment on function public.social_image_focal(public.news_stories) is
  'Computed field news_stories.social_image_focal: the media library''s focal point {x, y} of the story''s social image, for its link-preview crop (decision 205); null when none.';

revoke execute on function public.social_image_focal(public.news_stories) from public;
grant execute on function public.social_image_focal(public.news_stories) to anon, authenticated, service_role;
