-- A preview link shows the story's standfirst under its headline, as its page will (decision 205):
-- story_preview as in 20261204500500, with the standfirst among the row's fields. The search and
-- social fields are not sent: a preview is noindex and never a link preview.

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
    'body', s.body, 'topics', public.topics(s), 'standfirst', s.standfirst,
    'story_corrections', coalesce((
      select jsonb_agg(jsonb_build_object('id', c.id, 'kind', c.kind, 'note', c.note, 'published_at', c.published_at)
                       order by c.published_at)
        from public.story_corrections c where c.story_id = s.id), '[]'::jsonb)
  );
end
$$;

revoke execute on function public.story_preview(text) from public;
grant execute on function public.story_preview(text) to anon, authenticated, service_role;
