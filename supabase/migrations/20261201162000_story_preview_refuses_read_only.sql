-- Review fix F6 (decision 176): a GET to /rest/v1/rpc/story_preview runs read-only, so an invalid
-- token's counted failure could not be written (405, 25006) while a valid token answered 200: an
-- oracle, and the limit never applied. Now every call in a read-only transaction is refused alike
-- before the token is looked at; the reader's page calls it with POST (supabase-js's default).
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
       and l.revoked_at is null and l.expires_at > now();
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

-- Stated again, as every migration does (hosted grants nothing; create or replace keeps them anyway).
grant execute on function public.story_preview(text) to anon, authenticated, service_role;
