#!/usr/bin/env bash
# Counts the pairs of places in hand-written code that share six or more lines, with
# the `duplicates` command of the team's tool library. Generated files are left out: the GraphQL codegen
# output (libs/*/src/generated), drizzle-kit's migrations and snapshots (apps/mall-api/drizzle) and the
# visual baselines. Usage: tools/scripts/count-duplicates.sh [REV|WT] [ROWS]
#   REV  a commit (default HEAD); WT the working tree, untracked files included
#   ROWS how many pairs to list after the count (default 8, at most 200)
set -euo pipefail
rev=${1:-HEAD}
rows=${2:-8}
cd "$(dirname "$0")/../.."
tree=$(mktemp -d)
trap 'rm -rf "$tree"' EXIT
if [ "$rev" = WT ]; then
  git ls-files -co --exclude-standard -z | tar --null -cf - -T - 2>/dev/null | tar -xf - -C "$tree"
else
  git archive "$rev" | tar -xf - -C "$tree"
fi
cd "$tree"
find . \( -path '*/src/generated' -o -path '*/src/*/generated' -o -path './apps/mall-api/drizzle' -o -name '__screenshots__' \) -prune -exec rm -rf {} +
# duplicates reads the files git tracks: make the copy a repository of its own.
git init -q . && git add -A && git -c user.email=count@local -c user.name=count commit -qm count
duplicates --seconds 400 --most "$rows"
