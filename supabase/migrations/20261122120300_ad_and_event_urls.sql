-- URLs that readers' browsers follow or load must be web addresses: an advertisement's image and
-- link, a live event's stream and thumbnail. A `javascript:` or `data:` URL typed into the
-- dashboard (or sent straight to the API) is refused with a check violation (23514) naming the
-- constraint, which the dashboard turns into a clear message. An ad link may also be a path on this
-- site ("/advertise"), but not a protocol-relative "//host" one.
--
-- NOT VALID: rows written before this migration are not re-checked (a deployed project may hold
-- some); every insert and update from now on is.

alter table public.advertisements
  add constraint advertisements_image_url_http
    check (image_url ~* '^https?://[^[:space:]]+$') not valid,
  add constraint advertisements_link_url_http
    check (coalesce(link_url, '') = '' or link_url ~* '^https?://[^[:space:]]+$' or link_url ~ '^/([^/\\[:space:]][^[:space:]]*)?$') not valid;

alter table public.sports_events
  add constraint sports_events_stream_url_http
    check (coalesce(stream_url, '') = '' or stream_url ~* '^https?://[^[:space:]]+$') not valid,
  add constraint sports_events_thumbnail_url_http
    check (coalesce(thumbnail_url, '') = '' or thumbnail_url ~* '^https?://[^[:space:]]+$') not valid;
