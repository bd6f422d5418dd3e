-- Findings of Supabase's security advisor (splinter) on the earlier migrations.
--
-- public_bucket_allows_listing: blog-images is a public bucket, so anyone can already fetch an object
-- by its public URL (storage serves those without a policy). The broad SELECT policy only added the
-- ability to LIST every object in the bucket. Listing is for the editorial team, who manage the
-- images; they also need SELECT for storage to find the object they replace or delete.
drop policy if exists "Blog images are public" on storage.objects;
create policy "Editors list blog images" on storage.objects
  for select to authenticated using (bucket_id = 'blog-images' and (select public.is_editor()));
