-- The admin's send log tells story alerts from breaking ones (decision 204's "Not done"): each send
-- carries its kind and topics. A story alert is one an editor sent (story_id, sent_by); both are
-- set null when the story is deleted for good or the editor's account goes, so a story alert
-- without either reads as breaking: the title still says which ("Breaking: …" for breaking ones).

create or replace function public.push_admin_overview(max_sends integer default 20)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  counts jsonb;
  sends jsonb;
begin
  if not public.is_admin() then
    raise exception 'Admin privileges required' using errcode = '42501';
  end if;
  perform private.require_two_factor();
  select jsonb_build_object(
           'total', count(*),
           'breaking', count(*) filter (where 'breaking' = any(s.topics)))
    into counts from public.push_subscriptions s;
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', p.id, 'title', p.title, 'createdAt', p.created_at, 'sent', p.sent, 'delivered', p.delivered,
           'gone', p.gone, 'failed', p.failed,
           'kind', case when p.story_id is not null or p.sent_by is not null then 'story' else 'breaking' end,
           'topics', p.topics,
           'waiting', greatest(p.sent - p.delivered - p.gone - p.failed, 0)) order by p.created_at desc), '[]'::jsonb)
    into sends
    from (select * from public.push_sends x order by x.created_at desc limit least(greatest(max_sends, 1), 100)) p;
  return jsonb_build_object('subscriptions', counts, 'sends', sends);
end
$$;
