#!/bin/sh
# content-api's container entrypoint. On the first start (an empty `content` volume) it makes the
# volume a git repository holding the content baked into the image, then runs content-api, which
# is the only writer of that repository from then on.
set -eu

CONTENT_DIR="${CONTENT_DIR:-/app/content}"
SEED_DIR="${SEED_CONTENT_DIR:-/app/seed-content}"
BRANCH="${CONTENT_GIT_BRANCH:-main}"

# The same keys as the platform logger (time, level, service, msg), so one query finds these too.
log() {
  printf '{"time":"%s","level":"info","service":"content-api","msg":"%s","detail":"%s"}\n' \
    "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$1" "$2"
}

# Seed when there is no repository, or when a first start died before its seed commit (a .git
# without HEAD); a repository with history is never touched.
if [ ! -d "$CONTENT_DIR/.git" ] \
  || ! git -C "$CONTENT_DIR" rev-parse --quiet --verify HEAD >/dev/null 2>&1; then
  log content.seed "initialising $CONTENT_DIR from $SEED_DIR"
  cp -R "$SEED_DIR/." "$CONTENT_DIR/"
  git -C "$CONTENT_DIR" init --quiet --initial-branch="$BRANCH"
  # Repo-local identity: commits made here say they came from the service.
  git -C "$CONTENT_DIR" config user.name "Content API"
  git -C "$CONTENT_DIR" config user.email "content-api@localhost"
  git -C "$CONTENT_DIR" add --all
  git -C "$CONTENT_DIR" commit --quiet --allow-empty -m "Seed content from the image"
  log content.seeded "seed commit $(git -C "$CONTENT_DIR" rev-parse --short HEAD)"
fi

exec node services/content-api/dist/main.js
