-- Web Push review fixes (issue 55; decisions 193 and 194, "Review fixes"; review findings 2 and 5).
--
--   * Endpoints only at the known push services: https, port 443, the host one of
--     private.push_settings.service_hosts (a leading dot: any subdomain of that name). Refusing IP
--     literals and local names was not enough: a DNS name can resolve to a private address
--     (127.0.0.1.nip.io) and any port was taken. A deployment that uses another push service adds
--     its host to that column; the senders' list is PUSH_SERVICE_HOSTS in
--     supabase/functions/_shared/webPush.ts (keep the two the same). The local stand-in's loopback
--     origins stay accepted as before.
--   * Subscriptions already stored at another host are removed (the senders would refuse them).
--   * push_unsubscribe is no longer rate-limited: it needs the endpoint and its auth secret, and a
--     reader must always be able to stop alerts.

alter table private.push_settings
  add column service_hosts text[] not null default array[
    'fcm.googleapis.com',                -- Chrome, Edge on Android, Opera, Samsung Internet
    'updates.push.services.mozilla.com', -- Firefox
    'web.push.apple.com',                -- Safari (macOS, iOS/iPadOS Home Screen apps)
    '.push.apple.com',                   -- Apple's other push hosts
    '.notify.windows.com'                -- Edge on Windows (WNS)
  ]::text[];

comment on column private.push_settings.service_hosts is
  'Hosts a push endpoint may name (https, port 443); ''.example.com'' takes any subdomain. Same list as PUSH_SERVICE_HOSTS in webPush.ts.';

-- Why an endpoint is refused (null: accepted).
create or replace function private.push_endpoint_refusal(endpoint text)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  host text;
begin
  if endpoint is null or length(endpoint) > 1024 or endpoint ~ '[\s\\]' then
    return 'The push endpoint is not a valid address.';
  end if;
  if exists (select 1 from private.push_settings s, unnest(s.loopback_origins) o
              where left(endpoint, length(o) + 1) = o || '/') then
    return null;
  end if;
  if endpoint !~* '^https://' then
    return 'A push endpoint must be an https: address.';
  end if;
  host := substring(lower(endpoint) from '^https://([^/?#@:]+)(:443)?/');
  if host is null or not exists (
    select 1 from private.push_settings s, unnest(s.service_hosts) h
     where host = h or (left(h, 1) = '.' and length(host) > length(h) and right(host, length(h)) = h)
  ) then
    return 'A push endpoint must be a public push service''s address.';
  end if;
  return null;
end
$$;

delete from public.push_subscriptions s
 where private.push_endpoint_refusal(s.endpoint) is not null
   and s.endpoint !~ '^http://(127\.0\.0\.1|localhost|\[::1\]):[0-9]+/';

-- Stops this browser's alerts: true when a subscription with that endpoint and secret was removed.
-- No request limit: the endpoint and its secret prove the caller is that browser.
create or replace function public.push_unsubscribe(endpoint text, auth text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_variable
begin
  delete from public.push_subscriptions s where s.endpoint = endpoint and s.auth = auth;
  return found;
end
$$;

revoke execute on function public.push_unsubscribe(text, text) from public;
grant execute on function public.push_unsubscribe(text, text) to anon, authenticated, service_role;
revoke execute on function private.push_endpoint_refusal(text) from public, anon, authenticated, service_role;
