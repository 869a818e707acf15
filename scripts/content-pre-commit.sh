#!/bin/sh
# Git pre-commit hook: refuses a commit whose staged content fails `npm run content:check`, the
# same validation content-api applies when it loads a file, so a broken file never reaches the
# content remote (where the site would keep serving the last good version and list the problem).
#
# Install once per clone, as a link (the hook finds this product's checker through it):
#   in this repository:      ln -s ../../scripts/content-pre-commit.sh .git/hooks/pre-commit
#   in a content repository: ln -s /path/to/this/product/scripts/content-pre-commit.sh .git/hooks/pre-commit
# (the product checkout needs `npm ci` once). A copied hook finds the product through
# CONTENT_CHECKER=/path/to/this/product. The content folder is `content/` in this repository and
# the repository's root elsewhere; CONTENT_CHECK_DIR (from the repository root) overrides it.
# `git commit --no-verify` skips the check.
set -eu

script=$(readlink -f "$0" 2>/dev/null || printf '%s' "$0")
product=$(cd "${CONTENT_CHECKER:-$(dirname "$script")/..}" && pwd -P)
if [ ! -f "$product/services/content-api/src/check/cli.ts" ]; then
  echo "content pre-commit: no content checker in $product (set CONTENT_CHECKER)" >&2
  exit 1
fi

# git runs hooks from the work tree's root
top=$(pwd -P)
if [ -n "${CONTENT_CHECK_DIR:-}" ]; then
  dir=$CONTENT_CHECK_DIR
elif [ "$top" = "$product" ]; then
  dir=content
else
  dir=.
fi

# nothing of the content folder staged: nothing to check
if git diff --cached --quiet -- "$dir"; then
  exit 0
fi

# The staged snapshot, not the work tree: the check sees exactly what the commit will hold
# (GIT_INDEX_FILE, set by `git commit -a` or `git commit <file>`, is honoured by both commands).
snapshot=$(mktemp -d)
trap 'rm -rf "$snapshot"' EXIT
mkdir -p "$snapshot/$dir"
git ls-files -z -- "$dir" | git checkout-index -z --stdin --prefix="$snapshot/"

# run from the snapshot so the problems name the files as they are in this repository
if ! (cd "$snapshot" && npm --prefix "$product" run --silent content:check -- "$dir"); then
  echo "Commit refused: fix the content problems above (git commit --no-verify skips this check)." >&2
  exit 1
fi
