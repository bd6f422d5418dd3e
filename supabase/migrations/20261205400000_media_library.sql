-- The media library (issue 53 item 6, decision 199; docs/product/media-library.md).
--
-- * public.media_assets: one row per image in the blog-images bucket, with the texts a new use
--   starts from (alt, caption, credit), a focal point, its size and type, who uploaded it and a
--   search document. Editors and admins meeting their two-factor rule read and edit every row;
--   nobody else sees one. Rows are never inserted through the API: a trigger on storage.objects
--   registers every upload (hosted Supabase lets the project's migrations add triggers to
--   storage.objects with functions in its own schemas, as the local backend does).
-- * Where an image is used is found through expression indexes on the owning tables (the lead
--   images of stories, essays, live posts and ads, and the image nodes of story bodies), by the
--   object's path inside the bucket whatever host its URL names: no table of uses to keep in step.
-- * Deleting a row that is still used is refused (23503) for everyone; the console then lists the
--   uses with media_asset_uses(). Deleting the storage object removes its row.
-- * The public URL is not stored: the host differs per deployment, so clients derive it from the
--   path (getPublicUrl), as the story documents' `blog-images/…` sources do.

create schema if not exists private;

-- The object path inside blog-images that an image source names: `blog-images/<path>` (story
-- documents), or a public object or render URL on any host (lead images); null for anything else.
create or replace function public.media_object_path(src text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when src is null then null
    when src like 'blog-images/%' then substr(src, 13)
    else (regexp_match(src, '/storage/v1/(?:object|render/image)/public/blog-images/([^?#]+)'))[1]
  end
$$;

-- The object paths of a story document's image nodes, at any depth.
create or replace function public.document_media_paths(document jsonb)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(array_agg(distinct path) filter (where path is not null), '{}')
    from (
      select public.media_object_path(src #>> '{}') as path
        from jsonb_path_query(document, 'strict $.**?(@.type == "image").attrs.src') as src
    ) as sources
$$;

-- Every writer of the owning tables computes their indexes, so these two live in public and the API
-- roles run them (pure functions of their argument: they read no table).
grant execute on function public.media_object_path(text), public.document_media_paths(jsonb)
  to anon, authenticated, service_role;

create index news_stories_media_path_idx on public.news_stories (public.media_object_path(image_url));
create index news_stories_body_media_paths_idx on public.news_stories using gin (public.document_media_paths(body));
create index photo_essays_media_path_idx on public.photo_essays (public.media_object_path(image_url));
create index live_posts_media_path_idx on public.live_posts (public.media_object_path(image_url));
create index advertisements_media_path_idx on public.advertisements (public.media_object_path(image_url));

create table public.media_assets (
  id uuid primary key default gen_random_uuid(),
  storage_path text not null unique,
  alt_text text,
  caption text,
  credit text,
  focal_x real,
  focal_y real,
  width integer,
  height integer,
  bytes bigint,
  mime_type text,
  uploaded_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  search_vector tsvector generated always as (
    setweight(to_tsvector('english'::regconfig, coalesce(alt_text, '') || ' ' || coalesce(caption, '')), 'A')
    || setweight(to_tsvector('english'::regconfig, coalesce(credit, '')), 'B')
    || setweight(to_tsvector('english'::regconfig, regexp_replace(storage_path, '[/._-]+', ' ', 'g')), 'C')
  ) stored,
  constraint media_assets_focal_range check (
    (focal_x is null) = (focal_y is null)
    and (focal_x is null or (focal_x between 0 and 1 and focal_y between 0 and 1))
  ),
  constraint media_assets_size check ((width is null or width > 0) and (height is null or height > 0)),
  constraint media_assets_text_lengths check (
    coalesce(length(alt_text), 0) <= 300 and coalesce(length(caption), 0) <= 500
    and coalesce(length(credit), 0) <= 120
  ),
  constraint media_assets_plain_text check (
    coalesce(alt_text, '') || coalesce(caption, '') || coalesce(credit, '')
      !~ '[\u0001-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]'
  )
);

comment on table public.media_assets is
  'The media library (decision 199): one row per image in blog-images, registered by a trigger on storage.objects.';
comment on column public.media_assets.credit is
  'The credit a new use starts from; existing uses keep the credit they were given (decision 199).';

create index media_assets_newest_idx on public.media_assets (created_at desc, id desc);
create index media_assets_uploader_idx on public.media_assets (uploaded_by, created_at desc, id desc);
create index media_assets_search_idx on public.media_assets using gin (search_vector);

alter table public.media_assets enable row level security;

create policy "Editors read the media library" on public.media_assets
  for select to authenticated
  using ((select public.is_editor()) and (select public.two_factor_satisfied()));
create policy "Editors describe media" on public.media_assets
  for update to authenticated
  using ((select public.is_editor()) and (select public.two_factor_satisfied()))
  with check ((select public.is_editor()) and (select public.two_factor_satisfied()));
create policy "Editors delete media" on public.media_assets
  for delete to authenticated
  using ((select public.is_editor()) and (select public.two_factor_satisfied()));

revoke all on public.media_assets from anon, authenticated;
grant select, delete on public.media_assets to authenticated;
grant update (alt_text, caption, credit, focal_x, focal_y, width, height) on public.media_assets to authenticated;
grant all on public.media_assets to service_role;

create or replace function private.media_assets_touch()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

create trigger media_assets_touch before update on public.media_assets
  for each row execute function private.media_assets_touch();

-- How many places use the object at this path (trashed ones included: restoring them brings the
-- image back). Each count is one index lookup.
create or replace function private.media_use_count(path text)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select (select count(*) from public.news_stories where public.media_object_path(image_url) = path)::integer
       + (select count(*) from public.news_stories where public.document_media_paths(body) @> array[path])::integer
       + (select count(*) from public.photo_essays where public.media_object_path(image_url) = path)::integer
       + (select count(*) from public.live_posts where public.media_object_path(image_url) = path)::integer
       + (select count(*) from public.advertisements where public.media_object_path(image_url) = path)::integer
$$;

revoke all on function private.media_use_count(text) from public, anon, authenticated;

-- A used image is never deleted from the library (the storage object's own deletion, below, is
-- the exception: the picture is already gone).
create or replace function private.media_assets_refuse_used()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  uses integer;
begin
  if coalesce(current_setting('private.media_object_gone', true), '') = 'on' then
    return old;
  end if;
  uses := private.media_use_count(old.storage_path);
  if uses > 0 then
    raise exception 'This image is in use (% %); remove it from them first', uses,
      case when uses = 1 then 'place' else 'places' end
      using errcode = '23503', hint = 'media_asset_uses';
  end if;
  return old;
end
$$;

revoke all on function private.media_assets_refuse_used() from public, anon, authenticated;

create trigger media_assets_refuse_used before delete on public.media_assets
  for each row execute function private.media_assets_refuse_used();

-- Every upload to blog-images registers its row (uploader, size, type); a replaced object updates
-- them; a deleted one takes its row along.
create or replace function private.media_assets_from_storage()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    if old.bucket_id = 'blog-images' then
      perform set_config('private.media_object_gone', 'on', true);
      delete from public.media_assets where storage_path = old.name;
      perform set_config('private.media_object_gone', 'off', true);
    end if;
    return old;
  end if;
  if new.bucket_id <> 'blog-images' or new.name like '%.emptyFolderPlaceholder' then
    return new;
  end if;
  insert into public.media_assets (storage_path, bytes, mime_type, uploaded_by, created_at)
  values (
    new.name,
    nullif(new.metadata ->> 'size', '')::bigint,
    new.metadata ->> 'mimetype',
    new.owner,
    coalesce(new.created_at, now())
  )
  on conflict (storage_path) do update
    set bytes = coalesce(excluded.bytes, public.media_assets.bytes),
        mime_type = coalesce(excluded.mime_type, public.media_assets.mime_type);
  return new;
end
$$;

revoke all on function private.media_assets_from_storage() from public, anon, authenticated;

create trigger media_assets_register after insert or update of metadata, name on storage.objects
  for each row execute function private.media_assets_from_storage();
create trigger media_assets_unregister after delete on storage.objects
  for each row execute function private.media_assets_from_storage();

-- Images already in storage, with the texts of the first story or essay that shows them.
insert into public.media_assets (storage_path, alt_text, caption, credit, bytes, mime_type, uploaded_by, created_at)
select o.name,
       coalesce(s.image_alt, e.image_alt),
       s.image_caption,
       coalesce(s.image_author, e.photographer),
       nullif(o.metadata ->> 'size', '')::bigint,
       o.metadata ->> 'mimetype',
       o.owner,
       coalesce(o.created_at, now())
  from storage.objects o
  left join lateral (
    select left(image_alt, 300) as image_alt, left(image_caption, 500) as image_caption,
           left(image_author, 120) as image_author
      from public.news_stories where public.media_object_path(image_url) = o.name
     order by created_at limit 1
  ) s on true
  left join lateral (
    select left(image_alt, 300) as image_alt, left(photographer, 120) as photographer
      from public.photo_essays where public.media_object_path(image_url) = o.name
     order by created_at limit 1
  ) e on true
 where o.bucket_id = 'blog-images' and o.name not like '%.emptyFolderPlaceholder'
on conflict (storage_path) do nothing;

-- Where an image is used: stories (lead image and body), photo essays, live posts (named by their
-- live blog) and ads, trashed ones marked; at most 100 places.
create or replace function public.media_asset_uses(asset uuid)
returns table (kind text, id uuid, title text, place text, in_trash boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  path text;
begin
  if not (public.is_editor() and public.two_factor_satisfied()) then
    raise exception 'Only editors and admins see where images are used' using errcode = '42501';
  end if;
  select a.storage_path into path from public.media_assets a where a.id = asset;
  if path is null then
    raise exception 'No such image' using errcode = 'P0002';
  end if;
  return query
  select * from (
    select 'story'::text, s.id, s.title, 'lead image'::text, s.deleted_at is not null
      from public.news_stories s where public.media_object_path(s.image_url) = path
    union all
    select 'story', s.id, s.title, 'body', s.deleted_at is not null
      from public.news_stories s where public.document_media_paths(s.body) @> array[path]
    union all
    select 'essay', e.id, e.title, 'image', e.deleted_at is not null
      from public.photo_essays e where public.media_object_path(e.image_url) = path
    union all
    select 'live post', p.story_id, s.title, 'live post', p.deleted_at is not null or s.deleted_at is not null
      from public.live_posts p join public.news_stories s on s.id = p.story_id
     where public.media_object_path(p.image_url) = path
    union all
    select 'ad', a.id, a.title, 'ad', a.deleted_at is not null
      from public.advertisements a where public.media_object_path(a.image_url) = path
  ) as uses
  order by 5, 3
  limit 100;
end
$$;

comment on function public.media_asset_uses(uuid) is
  'Where one library image is used (stories, essays, live posts, ads; trashed ones marked); editors and admins (decision 199).';

revoke all on function public.media_asset_uses(uuid) from public, anon;
grant execute on function public.media_asset_uses(uuid) to authenticated, service_role;

-- One page of the library, newest first, after the keyset (created_at, id) of the previous page's
-- last row: a search over alt, caption, credit and file name, unused ones only, the caller's own
-- uploads only, one type only. Each row carries its use count.
create or replace function public.media_library(
  search text default null,
  unused_only boolean default false,
  mine_only boolean default false,
  mime text default null,
  after_created timestamptz default null,
  after_id uuid default null,
  page_size integer default 36
)
returns table (
  id uuid,
  storage_path text,
  alt_text text,
  caption text,
  credit text,
  focal_x real,
  focal_y real,
  width integer,
  height integer,
  bytes bigint,
  mime_type text,
  uploaded_by uuid,
  uploader_name text,
  created_at timestamptz,
  use_count integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  wanted tsquery := case when nullif(btrim(search), '') is null then null
                        -- a file name's separators split words as the search document does
                        else websearch_to_tsquery('english'::regconfig,
                               regexp_replace(search, '(\w)[/._-]+(?=\w)', '\1 ', 'g')) end;
begin
  if not (public.is_editor() and public.two_factor_satisfied()) then
    raise exception 'Only editors and admins open the media library' using errcode = '42501';
  end if;
  if page_size is null or page_size < 1 or page_size > 48 then
    raise exception 'page_size must be 1 to 48' using errcode = '22023';
  end if;
  return query
  select a.id, a.storage_path, a.alt_text, a.caption, a.credit, a.focal_x, a.focal_y, a.width, a.height,
         a.bytes, a.mime_type, a.uploaded_by,
         case when a.uploaded_by is null then null else private.staff_display_name(a.uploaded_by) end,
         a.created_at, counted.uses
    from public.media_assets a
    cross join lateral (select private.media_use_count(a.storage_path) as uses) counted
   where (wanted is null or a.search_vector @@ wanted)
     and (not coalesce(mine_only, false) or a.uploaded_by = (select auth.uid()))
     and (mime is null or a.mime_type = mime)
     and (after_created is null or (a.created_at, a.id) < (after_created, coalesce(after_id, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid)))
     and (not coalesce(unused_only, false) or counted.uses = 0)
   order by a.created_at desc, a.id desc
   limit page_size;
end
$$;

comment on function public.media_library(text, boolean, boolean, text, timestamptz, uuid, integer) is
  'One keyset page of the media library with use counts; editors and admins (decision 199).';

revoke all on function public.media_library(text, boolean, boolean, text, timestamptz, uuid, integer) from public, anon;
grant execute on function public.media_library(text, boolean, boolean, text, timestamptz, uuid, integer)
  to authenticated, service_role;
