#!/usr/bin/env bash
# Installs what the tests need and runs every test: the README's second command and CI's.
# Order: cheap checks first, so a broken build fails in seconds, not after the browser suites.
set -uo pipefail
cd "$(dirname "$0")/../.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
failed=()
times=()
logs="$PWD/tmp/ci-logs"
rm -rf "$logs" && mkdir -p "$logs"
run() { # run NAME CMD...: keep going after a failure so one run reports every broken suite
  local name=$1; shift
  step "$name"
  local started=$SECONDS
  local log="$logs/$(( ${#times[@]} + 1 )).log"
  # The suite's output goes to the screen and to its log, for the digest of failures at the end.
  if "$@" 2>&1 | tee "$log"; then local result=ok; else local result=FAILED; failed+=("$name"); failed_logs+=("$log"); fi
  local took=$((SECONDS - started))
  echo "-- $name: $result ($((took / 60))m $((took % 60))s)"
  times+=("$(printf '%4dm %02ds  %s  %s' $((took / 60)) $((took % 60)) "$result" "$name")")
}
failed_logs=()

# What failed, in a few lines per suite, last: a CI report that keeps only the
# tail of the output still says which tests broke and why.
failure_digest() {
  [ ${#failed_logs[@]} -gt 0 ] || return 0
  echo
  echo "what failed (first lines per failed suite; the full output is above):"
  for log in "${failed_logs[@]}"; do
    sed 's/\x1b\[[0-9;]*m//g' "$log" \
      | grep -E '^ *(FAIL |✘|\[[a-z]+\] › .* ›|AssertionError|Error:|expected |Received|Expected|[0-9]+ failed|the tests did not|the reader did not)' \
      | grep -v '^ *$' | head -n 6 | cut -c1-200 | sed 's/^/   /'
  done
}

# Debian's packages install while npm ci and the first suites run (both mostly wait on the network);
# the first suite that needs one of them waits for the install (wait_system_packages).
install_system_packages() {
  command -v chromium >/dev/null && fc-list 2>/dev/null | grep -qi 'wenquanyi' && command -v nginx >/dev/null && command -v pgbouncer >/dev/null && return 0
  local sudo=; [ "$(id -u)" = 0 ] || sudo=sudo
  $sudo apt-get update -qq && $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-wqy-microhei nginx pgbouncer >/dev/null
}
step "system packages (Debian chromium, a CJK font, nginx, pgbouncer), in the background"
install_system_packages >"$logs/system-packages.log" 2>&1 &
packages_pid=$!
packages_started=$SECONDS
wait_system_packages() {
  [ -n "$packages_pid" ] || return 0
  if ! wait "$packages_pid"; then
    cat "$logs/system-packages.log"
    echo "apt-get install failed (as root, or install chromium, fonts-wqy-microhei, nginx and pgbouncer first)"
    exit 1
  fi
  packages_pid=
  local took=$((SECONDS - packages_started))
  times+=("$(printf '%4dm %02ds  %s  %s' $((took / 60)) $((took % 60)) ok "system packages (beside the suites before it)")")
  chromium --version
  nginx -v
}

step "npm ci"
npm ci --no-audit --no-fund || exit 1
export NX_DAEMON=false NX_NO_CLOUD=true
# Every suite really runs: no Nx task result is read from a cache, and Nx keeps what it writes inside
# this clone (Nx 23's default is ~/.nx/<workspace>, outside it, where another checkout's results hit).
export NX_SKIP_NX_CACHE=true NX_CACHE_DIRECTORY="$PWD/.nx/cache"

run "codegen is fresh" npm run --silent codegen:check
# The compiled messages (libs/i18n/src/generated) before anything imports them; npm ci's postinstall
# made them, this says so in the summary.
run "messages compile" npm run --silent i18n
run "lint" npm run --silent lint
run "typecheck" npm run --silent typecheck

# mall-api's REST contract suite runs once, on a real PostgreSQL when one answers (PGlite runs one
# transaction at a time, so races only show there); on the embedded PGlite of `npm start` it runs the
# files that prove the default: migrations and seed, login, catalogue, search, checkout, the job runner.
pg_url=${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}
embedded_smoke=(src/db/seed.test.ts src/db/seed-today.test.ts src/modules/account/login.test.ts src/modules/catalogue/catalogue.test.ts
  src/modules/search/search.test.ts src/modules/order/order.test.ts src/jobs/in-process.test.ts)
if pg_isready -q -d "$pg_url" 2>/dev/null; then
  # The stories are not run here: the visual run renders every story of the built Storybook, fails
  # on a play that throws or an axe violation, then compares it with its baseline (once, not twice).
  # Two workers on two cores: Vitest's default is one fewer than the cores (one here), and the files
  # wait on jsdom set-up and on PostgreSQL enough that a second worker fills the gaps (contract suite
  # 7m15s → 4m42s, units 4m56s → 4m06s, measured on this machine).
  run "unit and component tests (Vitest)" npx vitest run -c vitest.units.config.ts --project '!mall-api' --maxWorkers=2
  run "mall-api on the embedded PGlite (migrations, seed, login, catalogue, search, checkout, jobs)" \
    env -u DATABASE_URL npx vitest run --project mall-api "${embedded_smoke[@]/#/apps/mall-api/}"
  DATABASE_URL=$pg_url run "mall-api contract tests on PostgreSQL" npx vitest run --project mall-api --maxWorkers=2
  # Faults survived: mall-api SIGKILLed mid-checkout, a private PostgreSQL cluster restarted
  # under load, Redis gone, SIGTERM drains. Needs redis-server and PostgreSQL 15's initdb/pg_ctl.
  DATABASE_URL=$pg_url run "fault suite (kill, PostgreSQL restart, Redis away, drain)" npx vitest run -c apps/mall-api/vitest.faults.config.ts
  # A private primary with a streaming replica and PgBouncer (transaction mode): the catalogue and
  # checkout contract tests through the pooler, the reader on the replica.
  wait_system_packages
  run "PostgreSQL at scale (streaming replica, PgBouncer)" tools/scripts/test-pg-scale.sh
  # Several instances over one database and Redis: jobs once across pg-boss workers, revoked
  # sessions refused everywhere at once, one trace across both servers.
  DATABASE_URL=$pg_url run "scale-out (jobs, sessions, traces)" npx vitest run -c apps/mall-api/vitest.scale.config.ts
elif [ "${CI:-}" = true ]; then
  failed+=("PostgreSQL at $pg_url is not reachable")
else
  run "unit, component, story and contract tests (Vitest, mall-api on PGlite)" npx vitest run
  echo "!! PostgreSQL at $pg_url is not reachable: the PostgreSQL run of the contract suite did not run"
fi

wait_system_packages
run "build" npm run --silent build
run "crawl the built site (internal links, assets, sitemap URLs)" node tools/scripts/crawl-check.mjs
# Two storefront-servers and two mall-apis behind nginx on one PostgreSQL, Redis and bucket: a shopper
# moves between instances (session, uploads, chat, order close, shared limits).
if pg_isready -q -d "$pg_url" 2>/dev/null; then
  MULTI_DATABASE_URL="${pg_url%/*}/mall_multi" run "two instances behind nginx" bash tools/scripts/multi-instance.sh test
fi
run "journeys and visual baselines (Playwright)" npm run --silent test:e2e

echo
echo "time per suite:"
printf '%s\n' "${times[@]}"
echo "whole run: $((SECONDS / 60))m $((SECONDS % 60))s"
if [ ${#failed[@]} -gt 0 ]; then
  failure_digest
  echo "FAILED: ${failed[*]}"
  exit 1
fi
echo "every suite passed"
