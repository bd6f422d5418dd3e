-- Review fix (decision 195, finding 4): preview links never serve a story in the trash. Trashing
-- revokes its links (20261204500200); these functions run as their owner, where the read policy on
-- trashed rows does not apply, so they also leave trashed stories out themselves: story_preview
-- answers null (as for a revoked link) and create_story_preview_link answers P0002 'The story no
-- longer exists'. Otherwise as 20261201150000_story_preview_links.sql and
-- 20261201162000_story_preview_refuses_read_only.sql.

create or replace function public.create_story_preview_link(story uuid, expires_in_hours integer default 24)
returns table (id uuid, token text, expires_at timestamptz)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  secret text := rtrim(translate(encode(decode(
    replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), '=');
  link public.story_preview_links%rowtype;
begin
  if not (public.is_editor() and public.two_factor_satisfied()) then
    raise exception 'Only staff with rights on the story may share a preview of it' using errcode = '42501';
  end if;
  -- may_coedit_story runs as its owner and sees the trash: a trashed story is gone here too.
  if not coalesce(public.may_coedit_story(story), false)
     or not exists (select 1 from public.news_stories s where s.id = story and s.deleted_at is null) then
    raise exception 'The story no longer exists' using errcode = 'P0002';
  end if;
  if exists (
    select 1 from public.news_stories s where s.id = story and s.status = 'published' and s.published_at <= now()
  ) then
    raise exception 'This story is published: share its address instead' using errcode = '22023';
  end if;
  if expires_in_hours is null or expires_in_hours not between 1 and 168 then
    raise exception 'A preview link lasts from 1 hour to 7 days' using errcode = '22023';
  end if;
  insert into public.story_preview_links (story_id, token_hash, created_by, expires_at)
  values (story, sha256(convert_to(secret, 'UTF8')), (select auth.uid()),
          now() + make_interval(hours => expires_in_hours))
  returning * into link;
  return query select link.id, secret, link.expires_at;
end
$$;

create or replace function public.story_preview(token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  s public.news_stories%rowtype;
begin
  if current_setting('transaction_read_only') = 'on' then
    raise exception 'Open a preview link with POST' using errcode = '25006';
  end if;
  if token ~ '^[A-Za-z0-9_-]{43}$' then
    select n.* into s
      from public.story_preview_links l join public.news_stories n on n.id = l.story_id
     where l.token_hash = sha256(convert_to(token, 'UTF8'))
       and l.revoked_at is null and l.expires_at > now() and n.deleted_at is null;
  end if;
  if s.id is null then
    perform private.enforce_request_limits('story_previews');
    return null;
  end if;
  return jsonb_build_object(
    'id', s.id, 'title', s.title, 'author', s.author, 'category', s.category, 'read_time', s.read_time,
    'image_url', s.image_url, 'image_alt', s.image_alt, 'image_caption', s.image_caption,
    'image_author', s.image_author, 'image_focal_x', s.image_focal_x, 'image_focal_y', s.image_focal_y,
    'is_featured', s.is_featured, 'status', s.status, 'published_at', s.published_at,
    'created_at', s.created_at, 'updated_at', s.updated_at, 'live_state', s.live_state,
    'live_updated_at', public.live_updated_at(s), 'credits', public.credits(s), 'summary', s.summary,
    'body', s.body, 'topics', public.topics(s),
    'story_corrections', coalesce((
      select jsonb_agg(jsonb_build_object('id', c.id, 'kind', c.kind, 'note', c.note, 'published_at', c.published_at)
                       order by c.published_at)
        from public.story_corrections c where c.story_id = s.id), '[]'::jsonb)
  );
end
$$;

revoke execute on function public.create_story_preview_link(uuid, integer), public.story_preview(text)
  from public;
grant execute on function public.create_story_preview_link(uuid, integer) to authenticated, service_role;
grant execute on function public.story_preview(text) to anon, authenticated, service_role;
