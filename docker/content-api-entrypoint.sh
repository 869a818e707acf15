#!/bin/sh
# content-api's container entrypoint: on the first start (an empty `content` volume) the volume
# becomes a git repository (seed-content.sh: a clone of CONTENT_GIT_REMOTE, or the content baked
# into the image), then content-api runs, the only writer of that repository from then on.
set -eu
"$(dirname "$0")/seed-content.sh"
exec node services/content-api/dist/main.js
