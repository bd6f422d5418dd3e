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

sub vcl_recv {
  unset req.http.X-Cache;
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
  # Varnish reads s-maxage into the TTL and stale-while-revalidate into the grace by itself;
  # without stale-while-revalidate its default grace (10 s) would serve an expired answer.
  if (beresp.http.Cache-Control !~ "(?i)stale-while-revalidate") {
    set beresp.grace = 0s;
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
