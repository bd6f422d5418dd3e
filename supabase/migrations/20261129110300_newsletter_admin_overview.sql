-- The admin dashboard's Newsletter tab (issue 30, item 4; decision 150): subscriber counts and the
-- last sends (editions and alerts) with their recipients, delivered, failed and waiting, in one
-- call. Admins only (42501 otherwise); no address leaves the database.
create or replace function public.newsletter_admin_overview(max_sends integer default 20)
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
  select jsonb_build_object(
           'confirmed', count(*) filter (where s.status = 'confirmed'),
           'pending', count(*) filter (where s.status = 'pending'),
           'unsubscribed', count(*) filter (where s.status = 'unsubscribed'),
           'morningEdition', count(*) filter (where s.status = 'confirmed' and s.morning_edition),
           'breakingAlerts', count(*) filter (where s.status = 'confirmed' and s.breaking_alerts))
    into counts from public.newsletter_subscribers s;
  select coalesce(jsonb_agg(row_to_json(r)::jsonb order by r."createdAt" desc), '[]'::jsonb) into sends
    from (
      select s.id, s.kind, s.subject, s.created_at as "createdAt",
             count(d.subscriber_id) as recipients,
             count(d.subscriber_id) filter (where d.status = 'sent') as delivered,
             count(d.subscriber_id) filter (where d.status = 'failed') as failed,
             count(d.subscriber_id) filter (where d.status = 'pending') as waiting
        from (select * from public.newsletter_sends x where x.kind <> 'confirmation'
               order by x.created_at desc limit least(greatest(max_sends, 1), 100)) s
        left join public.newsletter_deliveries d on d.send_id = s.id
       group by s.id, s.kind, s.subject, s.created_at
    ) r;
  return jsonb_build_object('subscribers', counts, 'sends', sends);
end
$$;

revoke execute on function public.newsletter_admin_overview(integer) from public, anon;
grant execute on function public.newsletter_admin_overview(integer) to authenticated, service_role;
