vcl 4.1;

# The CDN stand-in in front of the shell server (docs/decisions/137-varnish-as-the-cdn-stand-in.md).
# The origin decides what a shared cache may keep and for how long (Cache-Control) and names what
# each answer shows (Surrogate-Key); this file enforces that, and purges by key.

import std;
import xkey;

include "origin.vcl";

# Who may purge: the shell server, on this machine.
acl purgers {
  "127.0.0.1";
  "::1";
}

# Who may tell the reader's country (X-Country-Code): the geolocating edge in front of this cache.
# Here this machine, the stand-in's only client; a deployment lists its edge. From anyone else the
# header is dropped: a forged country neither reaches the origin nor picks a cached front.
acl edition_proxies {
  "127.0.0.1";
  "::1";
}

# The edition `/` shows (decision 175), as shared/src/model/editionResolver.ts resolves it: the
# reader's cookie, else the country, else the first language of an edition's country (browsers
# send languages by weight; q=0 is refused), else "default": the edition the admin names
# (site_settings, decision 181), which only the origin knows; its objects are kept apart and a
# change of it purges them. The result is the only part of the request that picks the object,
# and the origin is told it in X-Edition (believed from its TRUSTED_PROXIES only).
sub edition_of_request {
  if (req.http.Cookie ~ "(^|;)\s*edition=") {
    set req.http.X-Edition = regsub(req.http.Cookie, "^(?:[^;]*;)*?\s*edition=([^;]*).*$", "\1");
    if (req.http.X-Edition ~ "^\s*(uk|zimbabwe|international)\s*$") {
      set req.http.X-Edition = regsub(req.http.X-Edition, "^\s*(\w+)\s*$", "\1");
      return;
    }
  }
  if (req.http.X-Country-Code ~ "^\s*(?i)(gb|im|je|gg)\s*$") {
    set req.http.X-Edition = "uk";
    return;
  }
  if (req.http.X-Country-Code ~ "^\s*(?i)zw\s*$") {
    set req.http.X-Edition = "zimbabwe";
    return;
  }
  # The first language range (q above 0) that belongs to an edition: "z" then Zimbabwe's, "u" the UK's.
  set req.http.X-Edition-Languages = regsuball(
    std.tolower(req.http.Accept-Language), "[^,]*;\s*q\s*=\s*0(\.0*)?\s*(,|$)", ",");
  set req.http.X-Edition = "default";
  if (req.http.X-Edition-Languages ~ "(?:^|,)\s*(?:(?:sn|nd|cy|gd)(?:-[a-z0-9]{1,8})*|[a-z]{1,8}(?:-[a-z0-9]{3,8})*-(?:zw|gb|im|je|gg)(?:-[a-z0-9]{1,8})*)\s*(?:;[^,]*)?(?:,|$)") {
    # It matched above, so this rewrite matches too: "z<range>|u" or "z|u<range>".
    set req.http.X-Edition-Languages = regsub(req.http.X-Edition-Languages,
      "^.*?(?:^|,)\s*(?:((?:sn|nd)(?:-[a-z0-9]{1,8})*|[a-z]{1,8}(?:-[a-z0-9]{3,8})*-zw(?:-[a-z0-9]{1,8})*)|((?:cy|gd)(?:-[a-z0-9]{1,8})*|[a-z]{1,8}(?:-[a-z0-9]{3,8})*-(?:gb|im|je|gg)(?:-[a-z0-9]{1,8})*))\s*(?:;[^,]*)?(?:,.*)?$",
      "z\1|u\2");
    if (req.http.X-Edition-Languages ~ "^z\|") {
      set req.http.X-Edition = "uk";
    } else {
      set req.http.X-Edition = "zimbabwe";
    }
  }
  unset req.http.X-Edition-Languages;
}

sub vcl_recv {
  # Several Cookie headers (HTTP/2 sends one per cookie) read as one: the edition and session
  # tests below see only the first header otherwise.
  std.collect(req.http.Cookie, "; ");
  unset req.http.X-Cache;
  # Only this file resolves the edition; the country only from the edge that geolocates.
  unset req.http.X-Edition;
  if (client.ip !~ edition_proxies) {
    unset req.http.X-Country-Code;
  }
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.Surrogate-Key) {
      return (synth(400, "Surrogate-Key required"));
    }
    # Hard purge: a corrected story must never be served stale, not even once during a refresh.
    set req.http.X-Purged = xkey.purge(req.http.Surrogate-Key);
    return (synth(200, "Purged"));
  }
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # Content-hashed build files: browsers keep them a year (their own headers). Kept out of the
  # cache so that everything it holds carries the key `site` and can be purged.
  if (req.url ~ "^(/[\w.+-]+/[\w.+-]+)?/static/") {
    return (pass);
  }
  # A session (a bearer token, a Supabase auth cookie) makes the request personal: it never meets
  # a cached answer and its answer is never stored.
  if (req.http.Authorization || req.http.Cookie ~ "(^|;)\s*sb-") {
    return (pass);
  }
  # `/` is the reader's edition's front: resolved before the cookie goes, and then its only key.
  if (req.url ~ "^/(\?|$)") {
    call edition_of_request;
    # Of its query, `/` reads only q (the search box), as the origin's page cache keys it
    # (shell/src/server/pageCache/cacheKey.ts): any other parameter would split its objects.
    if (req.url ~ "^/\?(?:[^&]*&)*?q=") {
      set req.url = regsub(req.url, "^/\?(?:[^&]*&)*?q=([^&]*).*$", "/?q=\1");
    } else {
      set req.url = "/";
    }
  }
  # A team's canary (decision 215): the origin decides a canaried page's release from the reader's
  # bucket (0-99), so the bucket goes to it; the pages that depend on it are never stored here.
  unset req.http.X-Release-Bucket;
  if (req.http.Cookie ~ "(^|;)\s*chronicle_release=\d{1,2}\s*(;|$)") {
    set req.http.X-Release-Bucket = regsub(req.http.Cookie, "^(?:[^;]*;)*?\s*chronicle_release=(\d{1,2})\s*(;.*)?$", "\1");
  }
  # No other cookie changes a page: dropped, so they neither split nor bypass the cache.
  unset req.http.Cookie;
  # One entry per page: tracking parameters dropped, the others sorted.
  if (req.url ~ "[?&](utm_[^=&]*|fbclid|gclid)(=|&|$)") {
    set req.url = regsuball(req.url, "(?<=[?&])(utm_[^=&]*|fbclid|gclid)(=[^&]*)?(&|$)", "");
    set req.url = regsub(req.url, "[?&]$", "");
  }
  set req.url = std.querysort(req.url);
  return (hash);
}

sub vcl_hash {
  # The URL only, not Host: the origin writes canonical URLs from its PUBLIC_SITE_URL.
  hash_data(req.url);
  # `/`: and its edition, nothing else of the request (never the raw cookie or languages).
  if (req.http.X-Edition) {
    hash_data(req.http.X-Edition);
  }
  return (lookup);
}

sub vcl_hit {
  set req.http.X-Cache = "HIT";
}

sub vcl_miss {
  set req.http.X-Cache = "MISS";
}

sub vcl_pass {
  set req.http.X-Cache = "PASS";
}

sub vcl_backend_fetch {
  unset bereq.http.X-Cache;
  # `/`: the origin renders the edition this object is hashed on, also when it does not list this
  # cache in TRUSTED_PROXIES (then it ignores X-Edition but always honours the reader's cookie).
  if (bereq.http.X-Edition == "default") {
    # No signal named an edition here, and none may at the origin: it renders the site's default.
    unset bereq.http.Accept-Language;
    unset bereq.http.X-Country-Code;
  } else if (bereq.http.X-Edition) {
    set bereq.http.Cookie = "edition=" + bereq.http.X-Edition;
  }
  # The reader's release bucket, the one cookie besides the edition the origin is sent.
  if (bereq.http.X-Release-Bucket) {
    if (bereq.http.Cookie) {
      set bereq.http.Cookie = bereq.http.Cookie + "; chronicle_release=" + bereq.http.X-Release-Bucket;
    } else {
      set bereq.http.Cookie = "chronicle_release=" + bereq.http.X-Release-Bucket;
    }
  }
  unset bereq.http.X-Release-Bucket;
}

sub vcl_backend_response {
  unset beresp.http.xkey;
  # A failed refresh in the background keeps the stale answer rather than replacing it.
  if (beresp.status >= 500 && bereq.is_bgfetch) {
    return (abandon);
  }
  # Only what the origin says a shared cache may keep (no Cache-Control: nothing is assumed).
  if (bereq.uncacheable
      || beresp.status >= 500
      || beresp.http.Set-Cookie
      || beresp.http.Cache-Control ~ "(?i)private|no-store|no-cache"
      || !(beresp.http.Cache-Control || beresp.http.Expires)
      || beresp.http.Vary == "*") {
    # Hit-for-miss: the next request fetches again, and may store a cacheable answer.
    set beresp.ttl = 60s;
    set beresp.uncacheable = true;
    return (deliver);
  }
  # A canaried page is one release's (X-Release-Variant), chosen per reader by the origin, which keeps
  # one page per release: never stored here for everyone.
  if (beresp.http.X-Release-Variant) {
    set beresp.ttl = 60s;
    set beresp.uncacheable = true;
    return (deliver);
  }
  # A render of `/` names its edition. Reached by another URL (`/./`, `/%2e/`: no edition resolved
  # here) or for another edition, it is one reader's: never stored for everyone at that URL. The
  # default's object holds whichever edition the origin's default is.
  if (beresp.http.X-Rendered-Edition
      && (!bereq.http.X-Edition
          || (bereq.http.X-Edition != "default" && beresp.http.X-Rendered-Edition != bereq.http.X-Edition))) {
    set beresp.ttl = 60s;
    set beresp.uncacheable = true;
    return (deliver);
  }
  # Varnish reads s-maxage into the TTL and stale-while-revalidate into the grace by itself;
  # without stale-while-revalidate its default grace (10 s) would serve an expired answer.
  if (beresp.http.Cache-Control !~ "(?i)stale-while-revalidate") {
    set beresp.grace = 0s;
  }
  # `/`: the origin's Vary (Cookie, Accept-Language) is for caches without this file; here the
  # hash already holds the edition, and varying on the raw headers would split it per reader.
  if (bereq.http.X-Edition) {
    unset beresp.http.Vary;
  }
  # The keys xkey indexes the object by (spaces or commas).
  if (beresp.http.Surrogate-Key) {
    set beresp.http.xkey = beresp.http.Surrogate-Key;
  }
  return (deliver);
}

sub vcl_deliver {
  # For debugging, beside Age (seconds the answer spent in the cache).
  set resp.http.X-Cache = req.http.X-Cache;
  unset resp.http.xkey;
  unset resp.http.X-Rendered-Edition;
  unset resp.http.X-Release-Variant;
  # The origin's render times (decision 219) belong to the answer that waited for that render, not
  # to the copies served from this cache afterwards.
  if (obj.hits > 0) {
    unset resp.http.Server-Timing;
  }
  # `/` differs by edition: no cache past this one (an office proxy, a CDN without this file) may
  # keep one edition for everyone. s-maxage was for this cache and has been used.
  if (req.http.X-Edition) {
    set resp.http.Cache-Control = "private, max-age=0";
  }
}

sub vcl_synth {
  if (req.method == "PURGE") {
    set resp.http.Content-Type = "text/plain; charset=utf-8";
    if (resp.status == 200) {
      set resp.http.X-Purged = req.http.X-Purged;
      set resp.body = "purged " + req.http.X-Purged + " objects" + {"
"};
    } else {
      set resp.body = resp.reason + {"
"};
    }
    return (deliver);
  }
}
