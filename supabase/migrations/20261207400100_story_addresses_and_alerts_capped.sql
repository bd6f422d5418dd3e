-- Stated limits on two lists the story form shows (decision 206's "Left", issue 53):
--   * public.story_addresses(story): the story's current slug and its earlier slugs, newest first,
--     at most 50, with how many older ones were left out. The console read story_slugs with a
--     limit of 50 over every slug, so a story renamed more than 50 times could lose its current
--     slug from the list and said nothing of the rest.
--   * public.story_alert_overview(story): as in 20261206100000, with the newest 50 alerts and how
--     many older ones were left out (it returned every alert the story was ever sent as).
-- 50 each: more than a story is renamed or re-alerted in practice, and a list an editor still reads.

create or replace function public.story_addresses(story uuid)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  -- Invoker: story_slugs' read policy (the stories the caller may read) decides what is listed.
  select jsonb_build_object(
    'current', (select s.slug from public.story_slugs s where s.story_id = story and s.is_current),
    'earlier', coalesce((
      select jsonb_agg(e.slug order by e.created_at desc, e.slug)
        from (select s.slug, s.created_at from public.story_slugs s
               where s.story_id = story and not s.is_current
               order by s.created_at desc, s.slug limit 50) e
    ), '[]'::jsonb),
    'older', greatest(0, (select count(*) from public.story_slugs s where s.story_id = story and not s.is_current) - 50)
  )
$$;

comment on function public.story_addresses(uuid) is
  'A story''s current slug, its newest 50 earlier slugs (which redirect to it) and the count of older ones (decision 206).';

revoke all on function public.story_addresses(uuid) from public, anon;
grant execute on function public.story_addresses(uuid) to authenticated, service_role;

create or replace function public.story_alert_overview(story uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_variable
declare
  alerts jsonb;
  total integer;
begin
  perform private.require_alert_rights();
  if not exists (select 1 from public.news_stories s where s.id = story and s.deleted_at is null) then
    raise exception 'The story no longer exists.' using errcode = 'P0002';
  end if;
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', p.id, 'createdAt', p.created_at, 'topics', p.topics, 'sent', p.sent, 'delivered', p.delivered,
           'gone', p.gone, 'failed', p.failed) order by p.created_at desc, p.id), '[]'::jsonb)
    into alerts
    from (select * from public.push_sends p where p.story_id = story order by p.created_at desc, p.id limit 50) p;
  select count(*) into total from public.push_sends p where p.story_id = story;
  return jsonb_build_object('suggested', to_jsonb(private.story_alert_topics(story)), 'alerts', alerts,
                            'older', greatest(0, total - 50));
end
$$;

comment on function public.story_alert_overview(uuid) is
  'The topics a story''s alert is suggested for and its newest 50 alerts, with the count of older ones (decision 204).';

revoke all on function public.story_alert_overview(uuid) from public, anon;
grant execute on function public.story_alert_overview(uuid) to authenticated, service_role;
