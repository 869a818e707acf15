vcl 4.1;
# The edge's page cache: Varnish between HAProxy's public frontend (which hands each request over
# with the PROXY protocol, so client.ip is the visitor's) and HAProxy's frontend for the web
# replicas (127.0.0.1:8081, where rotation, draining and retries live). What may be kept is what
# web says (Cache-Control s-maxage, stale-while-revalidate, stale-if-error); each kept page carries
# the content files it read (Surrogate-Key), and a PURGE with `xkey-purge: <tags>` on the purge
# listener removes exactly the pages tagged so (docker/edge/purger.mjs sends them).

import std;
import var;
import xkey;

backend web {
  .host = "127.0.0.1";
  .port = "8081";
  .connect_timeout = 2s;
  .first_byte_timeout = 30s;
  .between_bytes_timeout = 30s;
  # HAProxy's own answer: 200 while it has a web replica to send to, 503 when it has none
  .probe = {
    .url = "/edge-backend-health";
    .interval = 1s;
    .timeout = 1s;
    .window = 3;
    .threshold = 2;
    .initial = 2;
  }
}

sub vcl_recv {
  # Purges come only on the purge listener (on the stack's network, never published).
  if (req.method == "PURGE") {
    if (local.socket != "purge") {
      return (synth(405, "Method not allowed"));
    }
    if (!req.http.xkey-purge) {
      return (synth(400, "A purge names its tags in xkey-purge"));
    }
    # The revision the purge brings the cache to, set before the purge: from then on a page web
    # made from an earlier one (a replica that has not heard of the change yet, a render that
    # began before it) is not kept.
    if (req.http.X-Content-Revision) {
      var.global_set("revision", req.http.X-Content-Revision);
    }
    return (synth(200, "Purged " + xkey.purge(req.http.xkey-purge)));
  }
  if (local.socket == "purge") {
    return (synth(404, "Only PURGE here"));
  }
  # Forms, saves, sign-in: never kept, always to web.
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # The admin, previews (also their translated forms), the APIs web proxies, and anything signed
  # in (web's session cookie) or carrying credentials (a metrics scraper's token): personal,
  # never kept, cookies untouched.
  if (req.url ~ "^/admin([/.?]|$)" || req.url ~ "^(/[a-z]{2})?/preview([/?]|$)" ||
      req.url ~ "^/api/" || req.http.Cookie ~ "(^|;\s*)__session=" || req.http.Authorization) {
    return (pass);
  }
  # Query strings no page reads (campaign tags) do not split the cache: web drops them too.
  if (req.url ~ "[?&](utm_[a-z_]+|fbclid|gclid)=") {
    set req.url = regsuball(req.url, "(?<=[?&])(utm_[a-z_]+|fbclid|gclid)=[^&]*(&|$)", "");
    set req.url = regsub(req.url, "[?&]$", "");
  }
  # Public pages read no cookie (the consent choice is the browser's localStorage, the language is
  # in the path): none of them splits the cache or reaches web from here.
  unset req.http.Cookie;
  # One variant per encoding web sends (Vary: Accept-Encoding): brotli, gzip or none.
  if (req.http.Accept-Encoding ~ "\bbr\b") {
    set req.http.Accept-Encoding = "br";
  } elsif (req.http.Accept-Encoding ~ "\bgzip\b") {
    set req.http.Accept-Encoding = "gzip";
  } else {
    unset req.http.Accept-Encoding;
  }
  # stale-while-revalidate while web answers; stale-if-error (the object's whole grace) when not
  if (std.healthy(req.backend_hint)) {
    set req.grace = 60s;
  }
  return (hash);
}

sub vcl_backend_response {
  # Kept only when web says a shared cache may keep it, and never an answer that sets a cookie.
  if (beresp.http.Set-Cookie || beresp.http.Cache-Control !~ "s-maxage=" ||
      beresp.http.Cache-Control ~ "(private|no-store|no-cache)") {
    set beresp.uncacheable = true;
    set beresp.ttl = 0s;
    return (deliver);
  }
  # A page from another revision than the last purge's is delivered, not kept (see vcl_recv).
  # Until the purger's first purge there is no revision to hold it to.
  if (var.global_get("revision") ~ "." &&
      beresp.http.X-Content-Revision != var.global_get("revision")) {
    set beresp.uncacheable = true;
    set beresp.ttl = 0s;
    return (deliver);
  }
  # s-maxage gives the TTL (Varnish reads it); stale-if-error=N the time a page may be served
  # stale while web cannot answer (req.grace above keeps it to stale-while-revalidate otherwise).
  if (beresp.http.Cache-Control ~ "stale-if-error=[0-9]+") {
    set beresp.grace = std.duration(
      regsub(beresp.http.Cache-Control, ".*stale-if-error=([0-9]+).*", "\1") + "s", 60s);
  }
  set beresp.http.xkey = beresp.http.Surrogate-Key;
  return (deliver);
}

sub vcl_deliver {
  unset resp.http.xkey;
  unset resp.http.Via;
  unset resp.http.X-Varnish;
  if (obj.uncacheable) {
    set resp.http.X-Cache = "PASS";
  } elsif (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
}
