-- Breaking-news alerts by Web Push (issue 55, item 3; decision 194). A reader's browser subscribes
-- at its push service (RFC 8030) and gives us the endpoint and its keys (RFC 8291); a breaking
-- alert released by the hold of 20261130170100 (the moment its mail is queued) queues one push per
-- subscription that chose breaking news, at most one per subscription per min_interval_minutes.
-- The senders (the local backend's worker, the hosted push-send function) claim and settle through
-- the functions below, as the newsletter's do.
--
--   * public.push_subscriptions: RLS; a signed-in reader reads and deletes their own rows, nobody
--     reads another's. Anonymous readers subscribe and unsubscribe through push_subscribe and
--     push_unsubscribe: knowing an endpoint and its auth secret proves the browser owns it.
--   * refused: non-https endpoints (http loopback only for the origins private.push_settings
--     names: the local stand-in), IP literals and local/LAN host names, keys of the wrong size,
--     unknown topics, more than 5 topics; per-source request limits as other anonymous writes.
--   * public.push_sends: one row per alert with its counts (sent, delivered, gone, failed),
--     readable by admins; private.push_deliveries: one row per subscription and alert (the
--     unique claim that makes each push go out once).

-- The deployment's push settings (one row). The local backend names its stand-in's origins at
-- start and sets the interval from PUSH_MIN_INTERVAL_MINUTES; a hosted project keeps no loopback.
create table private.push_settings (
  id boolean primary key default true check (id),
  loopback_origins text[] not null default '{}',
  min_interval_minutes integer not null default 10 check (min_interval_minutes >= 0)
);
insert into private.push_settings default values;

create table public.push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  endpoint text not null unique,
  p256dh text not null,
  auth text not null,
  topics text[] not null,
  user_id uuid references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_sent_at timestamptz,
  constraint push_subscriptions_topics_check check (
    cardinality(topics) between 1 and 5
    and topics <@ array['breaking', 'uk', 'zimbabwe', 'international', 'sport']::text[])
);

comment on table public.push_subscriptions is
  'Web Push subscriptions (decision 194): written through push_subscribe/push_unsubscribe only.';

create index push_subscriptions_user_idx on public.push_subscriptions (user_id) where user_id is not null;
create index push_subscriptions_topics_idx on public.push_subscriptions using gin (topics);

alter table public.push_subscriptions enable row level security;

create policy "Readers read their own push subscriptions" on public.push_subscriptions
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Readers delete their own push subscriptions" on public.push_subscriptions
  for delete to authenticated using (user_id = (select auth.uid()));

revoke all on table public.push_subscriptions from anon, authenticated;
grant select, delete on table public.push_subscriptions to authenticated;
grant all on table public.push_subscriptions to service_role;

create table public.push_sends (
  id uuid primary key default gen_random_uuid(),
  live_feed_id uuid unique references public.live_feeds (id) on delete set null,
  title text not null,
  body text not null,
  url text not null,
  -- RFC 8030 Topic: at most 32 URL-safe characters; the item's id without dashes.
  topic text not null check (topic ~ '^[A-Za-z0-9_-]{1,32}$'),
  created_at timestamptz not null default now(),
  sent integer not null default 0,
  delivered integer not null default 0,
  gone integer not null default 0,
  failed integer not null default 0
);

comment on table public.push_sends is
  'One breaking alert sent by Web Push: sent = subscriptions queued; delivered, gone (404/410, removed) and failed.';

alter table public.push_sends enable row level security;

create policy "Admins read push sends" on public.push_sends
  for select to authenticated
  using ((select public.is_admin()) and (select public.two_factor_satisfied()));

revoke all on table public.push_sends from anon, authenticated;
grant select on table public.push_sends to authenticated;
grant all on table public.push_sends to service_role;

create table private.push_deliveries (
  send_id uuid not null references public.push_sends (id) on delete cascade,
  subscription_id uuid not null references public.push_subscriptions (id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'delivered', 'gone', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  primary key (send_id, subscription_id)
);

create index push_deliveries_due_idx on private.push_deliveries (next_attempt_at) where status = 'pending';
create index push_deliveries_subscription_idx on private.push_deliveries (subscription_id);

insert into private.rate_limit_rules (bucket, base_hits, max_hits, window_seconds, message) values
  ('push_subscriptions:source', 20, 20, 3600, 'Too many alert sign-ups from your connection. Please try again later.'),
  ('push_subscriptions:all', 20000, 20000, 3600, 'Too many alert sign-ups right now. Please try again later.');

-- Why an endpoint is refused (null: accepted). Push services are public https hosts with names;
-- an IP literal (any form a URL parser reads as one), a local name or a single label would let a
-- subscriber make our senders call into the network they run in.
create or replace function private.push_endpoint_refusal(endpoint text)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  host text;
  last_label text;
begin
  if endpoint is null or length(endpoint) > 1024 or endpoint ~ '[\s\\]' then
    return 'The push endpoint is not a valid address.';
  end if;
  if exists (select 1 from private.push_settings s, unnest(s.loopback_origins) o
              where left(endpoint, length(o) + 1) = o || '/') then
    return null;
  end if;
  if endpoint !~* '^https://[^/?#@:]+(:[0-9]{1,5})?/' then
    return 'A push endpoint must be an https: address.';
  end if;
  host := lower(substring(endpoint from '^https://([^/?#@:]+)'));
  last_label := substring(rtrim(host, '.') from '([^.]*)$');
  if host !~ '\.' or last_label ~ '^(0x[0-9a-f]*|[0-9]+)$' or last_label in ('localhost', 'local', 'internal', 'lan', 'home', 'arpa') then
    return 'A push endpoint must be a public push service''s address.';
  end if;
  return null;
end
$$;

-- Why keys or topics are refused (null: accepted). p256dh is an uncompressed P-256 point (65
-- bytes, 0x04 first), auth 16 bytes, both base64url without padding as PushSubscription.toJSON() gives them.
create or replace function private.push_keys_refusal(p256dh text, auth text, topics text[])
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p256dh is null or p256dh !~ '^B[A-Za-z0-9_-]{85}[AEIMQUYcgkosw048]$' then
      'The subscription''s p256dh key must be 65 bytes (base64url).'
    when auth is null or auth !~ '^[A-Za-z0-9_-]{21}[AQgw]$' then
      'The subscription''s auth secret must be 16 bytes (base64url).'
    when topics is null or cardinality(topics) = 0 then 'Choose at least one topic.'
    when cardinality(topics) > 5 then 'Choose at most 5 topics.'
    when array_position(topics, null) is not null
      or not topics <@ array['breaking', 'uk', 'zimbabwe', 'international', 'sport']::text[] then
      'Unknown topic: choose from breaking, uk, zimbabwe, international, sport.'
  end
$$;

-- Subscribes this browser (or changes its topics: the same endpoint with the same auth secret).
-- A signed-in reader's subscription is theirs (they see and delete it); an anonymous one nobody's.
create or replace function public.push_subscribe(endpoint text, p256dh text, auth text, topics text[])
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_variable
declare
  refusal text := coalesce(private.push_endpoint_refusal(endpoint), private.push_keys_refusal(p256dh, auth, topics));
  chosen text[];
  existing public.push_subscriptions;
  saved uuid;
begin
  if refusal is not null then
    raise exception '%', refusal using errcode = '22023';
  end if;
  perform private.enforce_request_limits('push_subscriptions');
  chosen := array(select distinct t from unnest(topics) t order by t);
  select * into existing from public.push_subscriptions s where s.endpoint = endpoint for update;
  if found and existing.auth <> auth then
    raise exception 'This push endpoint is already registered.' using errcode = '42501';
  end if;
  insert into public.push_subscriptions as s (endpoint, p256dh, auth, topics, user_id)
  values (endpoint, p256dh, auth, chosen, auth.uid())
  on conflict on constraint push_subscriptions_endpoint_key do update
    set topics = excluded.topics, p256dh = excluded.p256dh, user_id = excluded.user_id
  returning s.id into saved;
  return saved;
end
$$;

-- Stops this browser's alerts: true when a subscription with that endpoint and secret was removed.
create or replace function public.push_unsubscribe(endpoint text, auth text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_variable
begin
  perform private.enforce_request_limits('push_subscriptions');
  delete from public.push_subscriptions s where s.endpoint = endpoint and s.auth = auth;
  return found;
end
$$;

-- This browser's topics (null: not subscribed here), for the Alerts page after a reload.
create or replace function public.push_subscription_topics(endpoint text, auth text)
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select s.topics from public.push_subscriptions s
   where s.endpoint = push_subscription_topics.endpoint and s.auth = push_subscription_topics.auth
$$;

-- A released breaking alert (held -> sent, the moment its mail is queued) queues one push per
-- subscription that chose breaking news and was not sent one in the last min_interval_minutes.
-- The url is the item's site path (the notification opens it); an outside link opens the front.
create or replace function private.queue_breaking_push()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  new_send uuid;
  queued integer;
  gap interval := make_interval(mins => (select s.min_interval_minutes from private.push_settings s));
begin
  insert into public.push_sends (live_feed_id, title, body, url, topic)
  values (new.id, left('Breaking: ' || regexp_replace(new.title, '[\r\n]+', ' ', 'g'), 200),
          left(coalesce(nullif(regexp_replace(coalesce(new.description, ''), '[\r\n]+', ' ', 'g'), ''), 'Breaking news'), 300),
          case when new.url ~ '^/[^/\\]' then new.url else '/' end,
          replace(new.id::text, '-', ''))
  on conflict (live_feed_id) do nothing
  returning id into new_send;
  if new_send is null then
    return null;
  end if;
  with due as (
    update public.push_subscriptions s set last_sent_at = now()
     where 'breaking' = any(s.topics) and (s.last_sent_at is null or s.last_sent_at <= now() - gap)
    returning s.id
  )
  insert into private.push_deliveries (send_id, subscription_id)
  select new_send, due.id from due;
  get diagnostics queued = row_count;
  update public.push_sends p set sent = queued where p.id = new_send;
  return null;
end
$$;

create trigger live_feeds_breaking_push after update of alert_status on public.live_feeds
  for each row when (old.alert_status = 'held' and new.alert_status = 'sent')
  execute function private.queue_breaking_push();

-- The senders' claim: releases the held alerts that fell due (as the mail sender's claim does), then
-- leases a batch of due pushes. A sender killed mid-send leaves its rows to the next one once the
-- lease lapses; a row settled is never claimed again.
create or replace function public.push_claim_deliveries(batch_size integer, lease_seconds integer)
returns table (send_id uuid, subscription_id uuid, attempts integer, endpoint text, p256dh text, auth text,
               payload jsonb, topic text)
language sql
security definer
set search_path = ''
as $$
  select private.queue_due_breaking_alerts();
  with due as (
    select d.send_id, d.subscription_id from private.push_deliveries d
     where d.status = 'pending' and d.next_attempt_at <= now()
     order by d.next_attempt_at
     limit least(greatest(batch_size, 1), 1000) for update skip locked
  ), claimed as (
    update private.push_deliveries d
       set next_attempt_at = now() + make_interval(secs => greatest(lease_seconds, 1)), attempts = d.attempts + 1
      from due where d.send_id = due.send_id and d.subscription_id = due.subscription_id
    returning d.send_id, d.subscription_id, d.attempts
  )
  select c.send_id, c.subscription_id, c.attempts, s.endpoint, s.p256dh, s.auth,
         jsonb_build_object('title', p.title, 'body', p.body, 'url', p.url), p.topic
    from claimed c
    join public.push_sends p on p.id = c.send_id
    join public.push_subscriptions s on s.id = c.subscription_id
$$;

-- The outcome of one claimed push: 'delivered' (201), 'gone' (404/410: the subscription is
-- removed), 'retry' (5xx, timeout: due again in retry_seconds) or 'failed' (given up). Only a
-- pending row is settled, so a late answer from a sender whose lease lapsed counts nothing twice.
create or replace function public.push_settle_delivery(send_id uuid, subscription_id uuid, outcome text,
                                                       error text, retry_seconds integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_variable
begin
  if outcome not in ('delivered', 'gone', 'retry', 'failed') then
    raise exception 'Unknown outcome %', outcome using errcode = '22023';
  end if;
  if outcome = 'retry' then
    update private.push_deliveries d
       set next_attempt_at = now() + make_interval(secs => greatest(coalesce(retry_seconds, 60), 1)),
           last_error = left(error, 500)
     where d.send_id = send_id and d.subscription_id = subscription_id and d.status = 'pending';
    return;
  end if;
  update private.push_deliveries d set status = outcome, last_error = left(error, 500)
   where d.send_id = send_id and d.subscription_id = subscription_id and d.status = 'pending';
  if not found then
    return;
  end if;
  update public.push_sends p
     set delivered = p.delivered + (outcome = 'delivered')::integer,
         gone = p.gone + (outcome = 'gone')::integer,
         failed = p.failed + (outcome = 'failed')::integer
   where p.id = send_id;
  if outcome = 'gone' then
    delete from public.push_subscriptions s where s.id = subscription_id;
  end if;
end
$$;

-- The admin dashboard's Web Push counts: subscriptions by topic and the last sends. Admins meeting
-- their two-factor rule only (42501 otherwise); no endpoint leaves the database.
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
           'waiting', greatest(p.sent - p.delivered - p.gone - p.failed, 0)) order by p.created_at desc), '[]'::jsonb)
    into sends
    from (select * from public.push_sends x order by x.created_at desc limit least(greatest(max_sends, 1), 100)) p;
  return jsonb_build_object('subscriptions', counts, 'sends', sends);
end
$$;

revoke execute on function public.push_subscribe(text, text, text, text[]), public.push_unsubscribe(text, text),
  public.push_subscription_topics(text, text) from public;
grant execute on function public.push_subscribe(text, text, text, text[]), public.push_unsubscribe(text, text),
  public.push_subscription_topics(text, text) to anon, authenticated, service_role;
revoke execute on function public.push_claim_deliveries(integer, integer),
  public.push_settle_delivery(uuid, uuid, text, text, integer) from public, anon, authenticated;
grant execute on function public.push_claim_deliveries(integer, integer),
  public.push_settle_delivery(uuid, uuid, text, text, integer) to service_role;
revoke execute on function public.push_admin_overview(integer) from public, anon;
grant execute on function public.push_admin_overview(integer) to authenticated, service_role;
-- Only this file's private objects: a blanket revoke would also take PUBLIC's execute from
-- private functions other tables' indexes call (private.emoji_of).
revoke execute on function private.push_endpoint_refusal(text), private.push_keys_refusal(text, text, text[]),
  private.queue_breaking_push() from public, anon, authenticated, service_role;
revoke all on table private.push_settings, private.push_deliveries from public, anon, authenticated, service_role;
