-- The blog-images bucket and who may write to it, realtime for the live lists, and the admin-only
-- audience summary behind the simple-analytics function.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('blog-images', 'blog-images', true, 5242880, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do nothing;

create policy "Blog images are public" on storage.objects
  for select to anon, authenticated using (bucket_id = 'blog-images');
create policy "Editors upload blog images" on storage.objects
  for insert to authenticated with check (bucket_id = 'blog-images' and (select public.is_editor()));
create policy "Editors replace blog images" on storage.objects
  for update to authenticated
  using (bucket_id = 'blog-images' and (select public.is_editor()))
  with check (bucket_id = 'blog-images' and (select public.is_editor()));
create policy "Editors delete blog images" on storage.objects
  for delete to authenticated using (bucket_id = 'blog-images' and (select public.is_editor()));

alter publication supabase_realtime add table
  public.news_stories, public.photo_essays, public.live_feeds, public.sports_events;

-- period: '24h', '7d', '30d' or '90d'. Admins only (the check is inside because the function
-- reads page_views as its owner); the service role may call it too.
create or replace function public.analytics_summary(period text default '7d')
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  since timestamptz;
  result jsonb;
begin
  if coalesce((select auth.role()), '') <> 'service_role' and not public.is_admin() then
    raise exception 'Unauthorized: Admin access required' using errcode = '42501';
  end if;
  since := now() - case period
    when '24h' then interval '24 hours'
    when '1d' then interval '1 day'
    when '7d' then interval '7 days'
    when '30d' then interval '30 days'
    when '90d' then interval '90 days'
    else null
  end;
  if since is null then
    raise exception 'Unknown period %; use 24h, 7d, 30d or 90d', period using errcode = '22023';
  end if;
  select jsonb_build_object(
    'visitors', jsonb_build_object('value', (select count(distinct visitor_id) from public.page_views where created_at >= since)),
    'pageviews', jsonb_build_object('value', (select count(*) from public.page_views where created_at >= since)),
    'countries', jsonb_build_object('value', coalesce((
      select jsonb_object_agg(country, n) from (
        select coalesce(nullif(btrim(country), ''), 'Unknown') as country, count(*) as n
          from public.page_views where created_at >= since group by 1
      ) c), '{}'::jsonb)),
    'sources', jsonb_build_object('value', coalesce((
      select jsonb_object_agg(source, n) from (
        select source, count(*) as n from public.page_views where created_at >= since group by 1
      ) s), '{}'::jsonb))
  ) into result;
  return result;
end
$$;

revoke execute on function public.analytics_summary(text) from public, anon;
