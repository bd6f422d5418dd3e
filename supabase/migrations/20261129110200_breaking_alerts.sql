-- Breaking-news alerts by mail (issue 30, item 4; decision 150). Breaking news is a live_feeds row
-- with category 'breaking' (the console's Breaking news tab). Each new active one becomes one send
-- to the confirmed subscribers who chose alerts, except those mailed an alert in the last 10
-- minutes: they skip this one (a breaking alert sent late is no longer breaking; the ticker and
-- the next alert carry on).

alter table public.newsletter_subscribers add column last_alert_at timestamptz;

create or replace function private.queue_breaking_alert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  new_send uuid;
begin
  if new.category <> 'breaking' or not new.is_active then
    return null;
  end if;
  insert into public.newsletter_sends (kind, ref, subject, payload)
  values ('breaking_alert', new.id::text, 'Breaking: ' || left(regexp_replace(new.title, '[\r\n]+', ' ', 'g'), 200),
          jsonb_build_object('title', new.title, 'description', coalesce(new.description, ''),
                             'url', case when new.url ~* '^https?://' then new.url end))
  on conflict do nothing
  returning id into new_send;
  if new_send is null then
    return null;
  end if;
  with due as (
    update public.newsletter_subscribers s set last_alert_at = now()
     where s.status = 'confirmed' and s.breaking_alerts
       and (s.last_alert_at is null or s.last_alert_at <= now() - interval '10 minutes')
    returning s.id
  )
  insert into public.newsletter_deliveries (send_id, subscriber_id)
  select new_send, due.id from due;
  -- Nobody to tell (no one chose alerts, or all were told in the last 10 minutes): no send to list.
  if not exists (select 1 from public.newsletter_deliveries d where d.send_id = new_send) then
    delete from public.newsletter_sends s where s.id = new_send;
  end if;
  return null;
end
$$;

create trigger live_feeds_breaking_alert after insert on public.live_feeds
  for each row execute function private.queue_breaking_alert();

revoke execute on all functions in schema private from public, anon, authenticated, service_role;
