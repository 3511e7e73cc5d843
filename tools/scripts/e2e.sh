#!/usr/bin/env bash
# The Playwright suites against the built site: journeys one at a time (they share one seeded
# database, and one closes the site for a moment), then the screenshots on both cores.
# Extra arguments (e.g. --update-snapshots) go to both runs.
set -u
cd "$(dirname "$0")/../.."
config=apps/storefront-e2e/playwright.config.ts
npx playwright test -c "$config" --project journeys --workers 1 "$@"
journeys=$?
npx playwright test -c "$config" --project visual "$@"
visual=$?
[ "$journeys" -eq 0 ] && [ "$visual" -eq 0 ]
