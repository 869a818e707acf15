#!/usr/bin/env bash
# The edge's three processes in one container, so that each edge replica is whole on its own:
#   varnishd  the page cache (default.vcl), public side on loopback only, purge listener on
#             EDGE_PURGE_PORT (the stack's network; never published);
#   purger    follows content-api's revision stream and purges this replica's cache by tag;
#   haproxy   the public port and the web replicas, in the foreground (PID 1's child: tini's
#             SIGTERM reaches it, and the container ends when it does).
set -euo pipefail
CONF=/usr/local/etc/edge
WORKDIR=/var/lib/varnish/edge

# -j none: already an unprivileged user, nothing to drop. -p http_gzip_support=off: web sends
# brotli and gzip itself, and default.vcl keys one variant per encoding (Vary: Accept-Encoding).
# -t 0: nothing is kept that web did not say may be (s-maxage).
varnishd -j none -n "$WORKDIR" -f "$CONF/default.vcl" \
  -a public=127.0.0.1:6081,PROXY -a "purge=:${EDGE_PURGE_PORT}" \
  -s "malloc,${EDGE_CACHE_SIZE}" -t 0 \
  -p http_gzip_support=off -p default_grace=0s -p default_keep=0s

# Without CONTENT_API_URL (the edge in front of stand-ins, in tests) pages expire by s-maxage.
if [ -n "${CONTENT_API_URL:-}" ]; then
  node "$CONF/purger.mjs" &
fi

exec haproxy -W -db -f /usr/local/etc/haproxy/haproxy.cfg
