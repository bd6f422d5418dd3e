-- Breaking news does not alert by surprise (issue 49, item 2; decision 167). Every new breaking
-- item used to mail every breaking-alert subscriber at once: a typo was mailed, and an item could
-- not go on the ticker alone. Now:
--   * live_feeds.alert_status says what the item does by mail: 'none' (ticker only, the default),
--     'held' (an alert waits until alert_due_at, one minute after it was asked for), 'sent', or
--     'cancelled'. Only an insert may ask for 'held'; the API roles cannot change either column
--     afterwards (cancel_breaking_alert() is the one way, while the alert is still held).
--   * the alert is queued when it falls due, by the senders' own claim (newsletter_claim_deliveries,
--     which the backend and the hosted newsletter-send function both call), so nothing is mailed
--     before its time and a cancelled alert never; the mail says what the item says at that time
--     (a typo corrected within the minute is mailed corrected).
--   * the alert's "Read more" is the item's link: an http(s) address or a site path such as
--     /story/<id> (made absolute by the mail), never the home page when the item has one.
--   * breaking_alert_audience() tells staff how many subscribers an alert would reach.

alter table public.live_feeds
  add column alert_status text not null default 'none'
    constraint live_feeds_alert_status_check check (alert_status in ('none', 'held', 'sent', 'cancelled')),
  add column alert_due_at timestamptz;

comment on column public.live_feeds.alert_status is
  'Breaking items only: none (ticker only) | held (mailed at alert_due_at unless cancelled) | sent | cancelled.';
comment on column public.live_feeds.alert_due_at is
  'When a held alert is queued for mailing (set by the database: one minute after the insert).';

-- The hold is the database's: an insert asks for an alert (or not); the time and any later change
-- are not the client's to set.
create or replace function private.live_feeds_alert_rules()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if new.alert_status = 'held' and new.category = 'breaking' and new.is_active then
      new.alert_due_at := now() + interval '1 minute';
    else
      new.alert_status := 'none';
      new.alert_due_at := null;
    end if;
    return new;
  end if;
  if current_user in ('anon', 'authenticated') then
    new.alert_status := old.alert_status;
    new.alert_due_at := old.alert_due_at;
  end if;
  return new;
end
$$;

create trigger live_feeds_alert_rules before insert or update on public.live_feeds
  for each row execute function private.live_feeds_alert_rules();

-- The old trigger mailed at once on insert.
drop trigger live_feeds_breaking_alert on public.live_feeds;
drop function private.queue_breaking_alert();

-- One alert's send and its deliveries: the confirmed subscribers who chose alerts, except those
-- mailed an alert in the last 10 minutes (decision 150).
create or replace function private.queue_breaking_alert_send(item public.live_feeds)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  new_send uuid;
begin
  insert into public.newsletter_sends (kind, ref, subject, payload)
  values ('breaking_alert', item.id::text, 'Breaking: ' || left(regexp_replace(item.title, '[\r\n]+', ' ', 'g'), 200),
          jsonb_build_object('title', item.title, 'description', coalesce(item.description, ''),
                             'url', case when item.url ~* '^https?://' or item.url ~ '^/[^/\\]' then item.url end))
  on conflict do nothing
  returning id into new_send;
  if new_send is null then
    return;
  end if;
  with due as (
    update public.newsletter_subscribers s set last_alert_at = now()
     where s.status = 'confirmed' and s.breaking_alerts
       and (s.last_alert_at is null or s.last_alert_at <= now() - interval '10 minutes')
    returning s.id
  )
  insert into public.newsletter_deliveries (send_id, subscriber_id)
  select new_send, due.id from due;
  if not exists (select 1 from public.newsletter_deliveries d where d.send_id = new_send) then
    delete from public.newsletter_sends s where s.id = new_send;
  end if;
end
$$;

-- Queues the held alerts that fell due; an item switched off or moved out of breaking in its
-- minute is not mailed. Rows another sender is queueing are skipped, so each is queued once.
create or replace function private.queue_due_breaking_alerts()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  item public.live_feeds;
  mailed boolean;
begin
  for item in
    select * from public.live_feeds f
     where f.alert_status = 'held' and f.alert_due_at <= now()
     order by f.alert_due_at
       for update skip locked
  loop
    mailed := item.is_active and item.category = 'breaking';
    update public.live_feeds f set alert_status = case when mailed then 'sent' else 'cancelled' end
     where f.id = item.id;
    if mailed then
      perform private.queue_breaking_alert_send(item);
    end if;
  end loop;
end
$$;

-- The claim of 20261129110100, after queueing the alerts that fell due.
create or replace function public.newsletter_claim_deliveries(batch_size integer, lease_seconds integer)
returns table (send_id uuid, subscriber_id uuid, attempts integer, kind text, ref text, payload jsonb,
               status text, email text, confirm_token text, manage_token text)
language sql
security definer
set search_path = ''
as $$
  select private.queue_due_breaking_alerts();
  with due as (
    select d.send_id, d.subscriber_id from public.newsletter_deliveries d
     where d.status = 'pending' and d.next_attempt_at <= now()
     order by d.next_attempt_at
     limit least(greatest(batch_size, 1), 1000) for update skip locked
  ), claimed as (
    update public.newsletter_deliveries d
       set next_attempt_at = now() + make_interval(secs => greatest(lease_seconds, 1)), attempts = d.attempts + 1
      from due where d.send_id = due.send_id and d.subscriber_id = due.subscriber_id
    returning d.send_id, d.subscriber_id, d.attempts
  )
  select c.send_id, c.subscriber_id, c.attempts, s.kind, s.ref, s.payload, r.status, r.email,
         case when r.confirm_nonce is not null then private.newsletter_token('confirm', r) end,
         private.newsletter_token('manage', r)
    from claimed c
    join public.newsletter_sends s on s.id = c.send_id
    join public.newsletter_subscribers r on r.id = c.subscriber_id
$$;

-- Staff: how many subscribers a breaking alert would reach now (the form says it before asking).
create or replace function public.breaking_alert_audience()
returns integer
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_editor() then
    raise exception 'Unauthorized: Editor access required' using errcode = '42501';
  end if;
  perform private.require_two_factor();
  return (select count(*)::integer from public.newsletter_subscribers s
           where s.status = 'confirmed' and s.breaking_alerts);
end
$$;

-- Staff: cancels a held alert (true) or answers false when it is no longer held (sent, cancelled,
-- never asked for, or no such item).
create or replace function public.cancel_breaking_alert(item_id uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_editor() then
    raise exception 'Unauthorized: Editor access required' using errcode = '42501';
  end if;
  perform private.require_two_factor();
  update public.live_feeds f set alert_status = 'cancelled'
   where f.id = item_id and f.alert_status = 'held';
  return found;
end
$$;

revoke execute on function public.breaking_alert_audience(), public.cancel_breaking_alert(uuid) from public, anon;
grant execute on function public.breaking_alert_audience(), public.cancel_breaking_alert(uuid)
  to authenticated, service_role;
revoke execute on function public.newsletter_claim_deliveries(integer, integer) from public, anon, authenticated;
grant execute on function public.newsletter_claim_deliveries(integer, integer) to service_role;
revoke execute on all functions in schema private from public, anon, authenticated, service_role;
