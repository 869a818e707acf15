#!/bin/sh
# Makes an empty content volume a git repository, once (content-api-entrypoint.sh runs it):
# - with CONTENT_GIT_REMOTE whose branch exists: a clone of it, so the site and the remote share
#   one history from the first start (a seed commit of its own could never be combined with it);
# - otherwise: the content baked into the image, in one seed commit (with a remote that has no
#   such branch yet, content-api's first sync pushes it there).
# A repository with history is never touched; a first start that died before its first commit
# (a .git without HEAD) is redone.
set -eu

CONTENT_DIR="${CONTENT_DIR:-/app/content}"
SEED_DIR="${SEED_CONTENT_DIR:-/app/seed-content}"
BRANCH="${CONTENT_GIT_BRANCH:-main}"
REMOTE="${CONTENT_GIT_REMOTE:-}"

# The same keys as the platform logger (time, level, service, msg), so one query finds these too.
log() {
  printf '{"time":"%s","level":"info","service":"content-api","msg":"%s","detail":"%s"}\n' \
    "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$1" "$2"
}

if git -C "$CONTENT_DIR" rev-parse --quiet --verify HEAD >/dev/null 2>&1 \
  && [ -d "$CONTENT_DIR/.git" ]; then
  exit 0
fi

rm -rf "$CONTENT_DIR/.git"
git -C "$CONTENT_DIR" init --quiet --initial-branch="$BRANCH"
# Repo-local identity: commits made here say they came from the service.
git -C "$CONTENT_DIR" config user.name "Content API"
git -C "$CONTENT_DIR" config user.email "content-api@localhost"

# the URL's credentials stay out of the log
shown=$(printf '%s' "$REMOTE" | sed 's#//[^@/]*@#//***@#')
if [ -n "$REMOTE" ]; then
  status=0
  GIT_TERMINAL_PROMPT=0 git ls-remote --quiet --exit-code --heads "$REMOTE" "$BRANCH" \
    >/dev/null 2>&1 || status=$?
  if [ "$status" -eq 0 ]; then
    GIT_TERMINAL_PROMPT=0 git -C "$CONTENT_DIR" fetch --quiet --no-tags "$REMOTE" \
      "refs/heads/$BRANCH"
    git -C "$CONTENT_DIR" checkout --quiet --force -B "$BRANCH" FETCH_HEAD
    log content.cloned "$shown $BRANCH at $(git -C "$CONTENT_DIR" rev-parse --short HEAD)"
    exit 0
  fi
  if [ "$status" -ne 2 ]; then
    # seeding now would start a history the remote does not share: wait for it instead
    log content.remote-unreachable "$shown cannot be reached; not seeding (the start is retried)"
    rm -rf "$CONTENT_DIR/.git"
    exit 1
  fi
  log content.seed "$shown has no branch $BRANCH yet: seeding from the image (then pushed)"
fi
log content.seed "initialising $CONTENT_DIR from $SEED_DIR"
cp -R "$SEED_DIR/." "$CONTENT_DIR/"
git -C "$CONTENT_DIR" add --all
git -C "$CONTENT_DIR" commit --quiet --allow-empty -m "Seed content from the image"
log content.seeded "seed commit $(git -C "$CONTENT_DIR" rev-parse --short HEAD)"
