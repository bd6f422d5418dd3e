-- The admin's send log tells story alerts from breaking ones (decision 204's "Not done"): each send
-- carries its kind (push_sends.kind, 20261207500000) and its topics.

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
           'kind', p.kind,
           'topics', p.topics,
           'waiting', greatest(p.sent - p.delivered - p.gone - p.failed, 0)) order by p.created_at desc), '[]'::jsonb)
    into sends
    from (select * from public.push_sends x order by x.created_at desc limit least(greatest(max_sends, 1), 100)) p;
  return jsonb_build_object('subscriptions', counts, 'sends', sends);
end
$$;

-- As 20261204400000 granted it (a hosted project's migrations grant nothing by default).
revoke execute on function public.push_admin_overview(integer) from public, anon;
grant execute on function public.push_admin_overview(integer) to authenticated, service_role;
