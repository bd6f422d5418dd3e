-- Request limits group IPv6 clients by /64 (issue 47). The limits by source keyed on the full
-- client address, but one IPv6 subscriber gets a whole /64 (2^64 addresses) and may use a new one
-- for every request: each was a fresh source. Now the source of an IPv6 client is its /64; an IPv4
-- client, also when written as IPv4-mapped IPv6 (::ffff:a.b.c.d), stays one source per address.
-- The REST API's triggers (api_caller_address) and the edge functions' take_rate_limit, which
-- count into the same ':source' buckets, name a source the same way.

-- The source a limit counts for a client address: '2001:db8:1:2::/64' for any address of that /64,
-- '192.0.2.1' for 192.0.2.1 and ::ffff:192.0.2.1. Anything that is not an address ('unknown', a
-- zone id) stays as given, its own source as before.
create or replace function private.rate_limit_source(address text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  parsed inet;
begin
  -- IPv4 and non-addresses need no parsing; only IPv6-looking text pays for the guarded cast.
  if address is null or address !~ ':' or address !~ '^[0-9A-Fa-f:.]+$' then
    return address;
  end if;
  begin
    parsed := address::inet;
  exception when invalid_text_representation then
    return address;
  end;
  if parsed << '::ffff:0.0.0.0/96'::inet then
    return host('0.0.0.0'::inet + (parsed - '::ffff:0.0.0.0'::inet));
  end if;
  return network(set_masklen(parsed, 64))::text;
end
$$;

create or replace function private.api_caller_address()
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when private.api_role() in ('anon', 'authenticated')
    then private.rate_limit_source(coalesce(nullif(btrim(split_part(
      coalesce(nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ''), ',', 1)), ''), 'unknown'))
  end
$$;

comment on function private.api_caller_address() is
  'The request''s source for the limits: the client address (an IPv6 client''s /64) for anon and signed-in callers; null otherwise.';

-- The functions pass the caller's address as the subject of a ':source' bucket.
create or replace function public.take_rate_limit(bucket text, subject text)
returns integer
language sql
security definer
set search_path = ''
as $$
  select private.rate_limit_hit(
    take_rate_limit.bucket,
    case when take_rate_limit.bucket like '%:source' then private.rate_limit_source(take_rate_limit.subject)
         else take_rate_limit.subject end)
$$;

-- Its grants as before: the service role only.
revoke execute on function public.take_rate_limit(text, text) from public, anon, authenticated;
grant execute on function public.take_rate_limit(text, text) to service_role;
revoke execute on function private.rate_limit_source(text) from public, anon, authenticated, service_role;
