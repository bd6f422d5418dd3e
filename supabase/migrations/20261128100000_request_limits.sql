-- Request limits a stranger cannot reset (issue 35, item 2; decision 144). One fixed-window counter
-- in the database serves every writer: the REST API's inserts and RPCs (triggers below, so hosted
-- Supabase enforces them too), and the edge functions (take_rate_limit, service role only). The
-- source is the client address the API puts in request.headers' x-forwarded-for (locally the
-- backend writes the address it trusts there; docs/product/security.md#client-addresses).
-- A refusal is PostgREST's 429 with Retry-After; the figures are docs/product/security.md#request-limits.

create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

-- The limits, by bucket: `base_hits` is the shipped figure; `max_hits` what applies (the local
-- backend's RATE_LIMIT_SCALE multiplies it for test suites; an operator may set it by SQL).
create table private.rate_limit_rules (
  bucket text primary key,
  base_hits integer not null check (base_hits > 0),
  max_hits integer not null check (max_hits > 0),
  window_seconds integer not null check (window_seconds > 0),
  message text not null
);

insert into private.rate_limit_rules (bucket, base_hits, max_hits, window_seconds, message) values
  ('story_tips:source', 10, 10, 3600, 'Too many story tips from your connection. Please try again later.'),
  ('story_tips:all', 300, 300, 3600, 'The newsroom is receiving too many story tips right now. Please try again later.'),
  ('contact:source', 10, 10, 3600, 'Too many messages from your connection. Please try again later.'),
  ('contact:all', 300, 300, 3600, 'The newsroom is receiving too many messages right now. Please try again later.'),
  ('newsletter:source', 10, 10, 3600, 'Too many sign-ups from your connection. Please try again later.'),
  ('newsletter:all', 1000, 1000, 3600, 'Too many newsletter sign-ups right now. Please try again later.'),
  ('remote_errors:source', 20, 20, 60, 'Too many error reports. Please try again later.'),
  ('page_views:source', 600, 600, 300, 'Too many page views from your connection. Please try again later.'),
  ('page_views:path', 3000, 3000, 60, 'Too many views of this page right now. Please try again later.'),
  ('page_views:all', 30000, 30000, 60, 'Too many page views right now. Please try again later.'),
  ('event_views:source', 600, 600, 300, 'Too many event views from your connection. Please try again later.'),
  ('event_views:event', 3000, 3000, 60, 'Too many views of this event right now. Please try again later.'),
  ('event_views:all', 30000, 30000, 60, 'Too many event views right now. Please try again later.');

-- One row per bucket and subject (an address, a path, an event, '' for the table): hits in the
-- window that started at window_start. A window starts with the first hit after the last one ended.
create table private.rate_limit_hits (
  bucket text not null,
  subject text not null,
  window_start timestamptz not null,
  expires_at timestamptz not null,
  hits integer not null,
  primary key (bucket, subject)
);

create index rate_limit_hits_expires_idx on private.rate_limit_hits (expires_at);

-- Counts one hit; 0 when it is within the limit, else the seconds until the window ends (Retry-After).
-- A bucket without a rule is a programming error, not a free pass.
create or replace function private.rate_limit_hit(bucket text, subject text)
returns integer
language plpgsql
set search_path = ''
as $$
#variable_conflict use_column
declare
  rule private.rate_limit_rules%rowtype;
  counted private.rate_limit_hits%rowtype;
begin
  select * into strict rule from private.rate_limit_rules r where r.bucket = rate_limit_hit.bucket;
  insert into private.rate_limit_hits as h (bucket, subject, window_start, expires_at, hits)
  values (rule.bucket, left(coalesce(rate_limit_hit.subject, ''), 300), now(),
          now() + make_interval(secs => rule.window_seconds), 1)
  on conflict on constraint rate_limit_hits_pkey do update set
    window_start = case when h.expires_at <= now() then now() else h.window_start end,
    expires_at = case when h.expires_at <= now() then excluded.expires_at else h.expires_at end,
    hits = case when h.expires_at <= now() then 1 else h.hits + 1 end
  returning * into counted;
  -- Forget windows that are over: an address is kept no longer than its window and the next
  -- request after it. A few rows a call (a row another call holds is left to the next one).
  delete from private.rate_limit_hits h
   where (h.bucket, h.subject) in (
     select o.bucket, o.subject from private.rate_limit_hits o
      where o.expires_at <= now() limit 20 for update skip locked);
  if counted.hits <= rule.max_hits then
    return 0;
  end if;
  return greatest(1, ceil(extract(epoch from counted.expires_at - now()))::integer);
end
$$;

-- PostgREST's way to answer a chosen status with headers: 429, Retry-After, the rule's message,
-- hint 'rate_limited' (the functions recognise it). The transaction rolls back, the hit with it:
-- a refused request never lengthens the wait.
create or replace function private.refuse_over_limit(bucket text, retry_after integer)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise sqlstate 'PGRST' using
    message = json_build_object(
      'code', 'P0001',
      'message', (select r.message from private.rate_limit_rules r where r.bucket = refuse_over_limit.bucket),
      'details', format('Retry after %s seconds.', retry_after),
      'hint', 'rate_limited'
    )::text,
    detail = json_build_object('status', 429, 'headers', json_build_object('Retry-After', retry_after::text))::text;
end
$$;

-- Counts a hit and refuses the request when it is over the limit.
create or replace function private.enforce_rate_limit(bucket text, subject text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  retry_after integer := private.rate_limit_hit(enforce_rate_limit.bucket, enforce_rate_limit.subject);
begin
  if retry_after > 0 then
    perform private.refuse_over_limit(enforce_rate_limit.bucket, retry_after);
  end if;
end
$$;

-- The role of the API request running (anon, authenticated, service_role); null outside one
-- (migrations, the seed, a SQL session): those are not limited.
create or replace function private.api_role()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(coalesce(nullif(current_setting('request.jwt.claims', true), '')::json ->> 'role', ''), '')
$$;

-- The caller's address for an API request by anon or a signed-in user; null otherwise (the
-- service role is an edge function or a server: it limits by the address it was given itself).
create or replace function private.api_caller_address()
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when private.api_role() in ('anon', 'authenticated')
    then coalesce(nullif(btrim(split_part(
      coalesce(nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ''), ',', 1)), ''), 'unknown')
  end
$$;

-- Per source for anon and signed-in callers, then the table's cap for every API request.
create or replace function private.enforce_intake_limits(prefix text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  source text := private.api_caller_address();
begin
  if source is not null then
    perform private.enforce_rate_limit(prefix || ':source', source);
  end if;
  if private.api_role() is not null then
    perform private.enforce_rate_limit(prefix || ':all', '');
  end if;
end
$$;

-- Story tips, contact messages, newsletter sign-ups ------------------------------------------------

create or replace function private.intake_limits()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- The newsletter's own store trigger inserts the row again: counted once, at the API's insert.
  if pg_trigger_depth() > 1 then
    return new;
  end if;
  perform private.enforce_intake_limits(tg_argv[0]);
  return new;
end
$$;

-- Before the tables' other insert triggers (name order), so a refused request does no other work.
create trigger story_tips_limits before insert on public.story_tips
  for each row execute function private.intake_limits('story_tips');
create trigger contact_messages_limits before insert on public.contact_messages
  for each row execute function private.intake_limits('contact');
create trigger newsletter_subscribers_limits before insert on public.newsletter_subscribers
  for each row execute function private.intake_limits('newsletter');

-- The contact form's per-address limit (5 an hour, counted from the inbox) answers 429 too now.
insert into private.rate_limit_rules (bucket, base_hits, max_hits, window_seconds, message) values
  ('contact:address', 5, 5, 3600, 'Too many messages from this address. Please try again later.');

create or replace function public.contact_messages_rate_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  oldest timestamptz;
  rule private.rate_limit_rules%rowtype;
begin
  select * into strict rule from private.rate_limit_rules r where r.bucket = 'contact:address';
  select min(m.created_at) into oldest from (
    select c.created_at from public.contact_messages c
     where lower(c.email) = lower(new.email) and c.created_at > now() - make_interval(secs => rule.window_seconds)
     order by c.created_at desc limit rule.max_hits
  ) m having count(*) >= rule.max_hits;
  if oldest is not null then
    perform private.refuse_over_limit('contact:address',
      greatest(1, ceil(extract(epoch from oldest + make_interval(secs => rule.window_seconds) - now()))::integer));
  end if;
  return new;
end
$$;

-- Reader error reports: the remote-errors function's per-source limit, kept here across instances.
-- The table's cap (300 a minute) and the per-failure cap (5) stay in remote_errors_rate_limit;
-- it now answers 429 with Retry-After like the others (as the owner: the private schema is not the
-- service role's).
create or replace function public.remote_errors_rate_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select count(*) from public.remote_errors where created_at > now() - interval '1 minute') >= 300
     or (select count(*) from public.remote_errors
          where remote = new.remote and module = new.module and kind = new.kind and version = new.version
            and message = new.message and created_at > now() - interval '1 minute') >= 5 then
    perform private.refuse_over_limit('remote_errors:source', 60);
  end if;
  delete from public.remote_errors where created_at < now() - interval '30 days';
  new.created_at := now();
  return new;
end
$$;

-- Page views and event views: counted views only (a repeat within 30 minutes writes nothing and
-- costs nothing), per source, per path or event, and in all.
create or replace function private.page_views_limits()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  source text := private.api_caller_address();
begin
  if source is not null then
    perform private.enforce_rate_limit('page_views:source', source);
    perform private.enforce_rate_limit('page_views:path', new.path);
  end if;
  if private.api_role() is not null then
    perform private.enforce_rate_limit('page_views:all', '');
  end if;
  return new;
end
$$;

create trigger page_views_limits before insert on public.page_views
  for each row execute function private.page_views_limits();

create or replace function private.event_views_limits()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  source text := private.api_caller_address();
begin
  if source is not null then
    perform private.enforce_rate_limit('event_views:source', source);
    perform private.enforce_rate_limit('event_views:event', new.event_id::text);
  end if;
  if private.api_role() is not null then
    perform private.enforce_rate_limit('event_views:all', '');
  end if;
  return new;
end
$$;

-- Fires for a first view and for one counted again 30 minutes on (the upsert's update).
create trigger sports_event_viewers_limits before insert or update on public.sports_event_viewers
  for each row execute function private.event_views_limits();

-- For the edge functions (service role): counts a hit for a bucket and subject the function
-- chose (the caller's address the gateway gave it); 0, or the seconds to wait.
create or replace function public.take_rate_limit(bucket text, subject text)
returns integer
language sql
security definer
set search_path = ''
as $$
  select private.rate_limit_hit(take_rate_limit.bucket, take_rate_limit.subject)
$$;

comment on function public.take_rate_limit(text, text) is
  'Service role only: counts one request for a limit bucket and subject; returns 0 or the seconds to wait.';

revoke execute on function public.take_rate_limit(text, text) from public, anon, authenticated;
grant execute on function public.take_rate_limit(text, text) to service_role;
revoke execute on all functions in schema private from public, anon, authenticated, service_role;
revoke all on all tables in schema private from public, anon, authenticated, service_role;
