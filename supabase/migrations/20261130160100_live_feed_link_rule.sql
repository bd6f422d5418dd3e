-- Live feeds and breaking news link as advertisements do (issue 49, item 14; decision 147,
-- docs/product/security.md#links-that-reach-readers): "#" (no link), an absolute http(s) address,
-- or a path on this site such as /story/<id>. The check of 20261122140100 already took site paths
-- but let whitespace through, and browsers drop tabs and line breaks from an address: "/<tab>/x.example"
-- opened //x.example, another site. A stored link that breaks the rule is cleared to "#" (the item
-- stays, without a link) before the check is replaced, so every row satisfies it.

update public.live_feeds
  set url = '#'
  where not (
    url = '#'
    or url ~* '^https?://[^/\\[:space:]][^[:space:]]*$'
    or url ~ '^/([^/\\[:space:]][^[:space:]]*)?$'
  );

alter table public.live_feeds drop constraint live_feeds_url_safe;
alter table public.live_feeds add constraint live_feeds_url_safe check (
  url = '#'
  or url ~* '^https?://[^/\\[:space:]][^[:space:]]*$'
  or url ~ '^/([^/\\[:space:]][^[:space:]]*)?$'
);
