#!/usr/bin/env bash
# The Playwright suites side by side: the journeys one at a time against the built site (they share
# one seeded database, and one closes the site for a moment), and beside them the screenshots of the
# built Storybook and of a few pages on one worker. Both are mostly CPU on two cores, so side by side
# saves only the idle time of each (27m38s one after the other → 24m25s in CI). Each run starts its own
# servers and keeps its report in its own output folder; the screenshots' report is printed after
# the journeys'.
# Extra arguments (e.g. --update-snapshots) go to both runs.
set -u
cd "$(dirname "$0")/../.."
config=apps/storefront-e2e/playwright.config.ts
report=tmp/e2e-visual.log
mkdir -p tmp
# The screenshots of pages need a site of their own, freshly seeded, on other ports (the journeys
# change the demo member's cart and orders while they run).
E2E_PORT=${VISUAL_E2E_PORT:-4350} npx playwright test -c "$config" --project visual --workers 1 \
  --output apps/storefront-e2e/test-results/visual "$@" >"$report" 2>&1 &
visual_run=$!
E2E_SERVERS=site npx playwright test -c "$config" --project journeys --workers 1 \
  --output apps/storefront-e2e/test-results/journeys "$@"
journeys=$?
wait "$visual_run"
visual=$?
echo
echo "== the screenshots of every story and page (run beside the journeys)"
cat "$report"
[ "$journeys" -eq 0 ] && [ "$visual" -eq 0 ]
