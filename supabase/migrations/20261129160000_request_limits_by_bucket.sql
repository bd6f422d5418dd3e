-- One function for the request limits of every table (issue 34, item 3; decision 147, Closing).
-- 20261128100000_request_limits.sql wrote the same three steps three times: the intake tables'
-- enforce_intake_limits, and page_views_limits and event_views_limits, which differed only in
-- the bucket prefix and the column that names the per-subject bucket (the path, the event). The
-- buckets, the figures, the order of the checks and the answers (429, Retry-After) stay the same.

-- Per source for anon and signed-in callers (and, when `per` is given, per subject: `prefix:per`),
-- then the table's cap for every API request. The order is the old one: a request refused by its
-- source is not counted against the subject or the table (the transaction rolls back).
create or replace function private.enforce_request_limits(prefix text, per text default null, subject text default null)
returns void
language plpgsql
set search_path = ''
as $$
declare
  source text := private.api_caller_address();
begin
  if source is not null then
    perform private.enforce_rate_limit(prefix || ':source', source);
    if per is not null then
      perform private.enforce_rate_limit(prefix || ':' || per, subject);
    end if;
  end if;
  if private.api_role() is not null then
    perform private.enforce_rate_limit(prefix || ':all', '');
  end if;
end
$$;

-- Story tips, contact messages, newsletter sign-ups: their trigger (intake_limits) keeps calling
-- this one, now the general function without a per-subject bucket.
create or replace function private.enforce_intake_limits(prefix text)
returns void
language sql
set search_path = ''
as $$
  select private.enforce_request_limits(prefix)
$$;

-- Page views and event views: one trigger function; its arguments are the bucket prefix, the
-- per-subject bucket and the column of the row that is the subject.
create or replace function private.view_limits()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.enforce_request_limits(tg_argv[0], tg_argv[1], to_jsonb(new) ->> tg_argv[2]);
  return new;
end
$$;

-- Same trigger names, so they still run before the tables' other triggers (name order).
drop trigger page_views_limits on public.page_views;
create trigger page_views_limits before insert on public.page_views
  for each row execute function private.view_limits('page_views', 'path', 'path');

-- Fires for a first view and for one counted again 30 minutes on (the upsert's update).
drop trigger sports_event_viewers_limits on public.sports_event_viewers;
create trigger sports_event_viewers_limits before insert or update on public.sports_event_viewers
  for each row execute function private.view_limits('event_views', 'event', 'event_id');

drop function private.page_views_limits();
drop function private.event_views_limits();

revoke execute on all functions in schema private from public, anon, authenticated, service_role;
