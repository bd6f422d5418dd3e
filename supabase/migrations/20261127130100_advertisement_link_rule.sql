-- One advertisement link rule for both consoles (decision 147, docs/product/data.md#advertisements):
-- empty, an absolute http(s) address, or a path on this site such as "/advertise". The check added
-- by 20261122120300 was NOT VALID, so rows written before it were never checked. A stored link that
-- breaks the rule cannot be followed safely: it is cleared (the ad stays, without a link), and the
-- check is then validated, so every row satisfies it, old ones included.

update public.advertisements
  set link_url = null
  where not (
    coalesce(link_url, '') = ''
    or link_url ~* '^https?://[^[:space:]]+$'
    or link_url ~ '^/([^/\\[:space:]][^[:space:]]*)?$'
  );

alter table public.advertisements validate constraint advertisements_link_url_http;
