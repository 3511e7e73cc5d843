#!/usr/bin/env bash
# CI's PostgreSQL-at-scale suite: a private primary with a real streaming replica and PgBouncer in
# transaction mode (tools/scripts/pg-replica.sh), then the catalogue and checkout contract tests
# (the checkout concurrency test included) with every app connection through PgBouncer and the
# reader on the replica. Afterwards it checks that both really served: PgBouncer counted
# transactions and the replica answered queries. Installs Debian's pgbouncer when it is missing.
set -uo pipefail
cd "$(dirname "$0")/../.."

if ! command -v pgbouncer >/dev/null; then
  if [ "$(id -u)" = 0 ]; then apt-get install -y -qq pgbouncer >/dev/null || { apt-get update -qq && apt-get install -y -qq pgbouncer >/dev/null; }
  else sudo apt-get install -y -qq pgbouncer >/dev/null; fi || { echo "install pgbouncer first"; exit 1; }
  # The package's own service is not wanted: this suite starts its own.
  (systemctl stop pgbouncer || service pgbouncer stop) >/dev/null 2>&1 || true
fi

export PG_REPLICA_DIR=${PG_REPLICA_DIR:-$PWD/tmp/pg-scale-suite}
export PG_REPLICA_SYNC=1
# The checkout race queues 200 requests behind each app's 10 connections, and every commit waits for
# the replica: on a busy 2-core machine a request waited over the default 5 s for a connection and was
# answered 503. The suite proves the races' outcome, not the pool's wait.
export DATABASE_CONNECT_TIMEOUT_MS=60000
tools/scripts/pg-replica.sh stop >/dev/null 2>&1 || true
trap 'tools/scripts/pg-replica.sh stop' EXIT
eval "$(tools/scripts/pg-replica.sh start --pgbouncer | sed 's/^/export /')" || exit 1
replica_port=$(node -e 'console.log(new URL(process.argv[1]).port)' "$DATABASE_REPLICA_URL")
# The replica logs every statement with its database: afterwards the log says how many reads the
# tests' databases (mall_test_…) sent it. (pg_stat_database forgets a database's counts when each
# test file drops its own, so sampling it missed them on a fast run.)
cat >>"$PG_REPLICA_DIR/replica/postgresql.conf" <<'CONF'
log_statement = 'all'
log_line_prefix = '%d '
CONF
psql -Atq -h 127.0.0.1 -p "$replica_port" -U postgres -c 'select pg_reload_conf()' postgres >/dev/null

TEST_POOLER_URL=$PGBOUNCER_URL npx vitest run --project mall-api \
  apps/mall-api/src/modules/catalogue apps/mall-api/src/modules/order/order.test.ts apps/mall-api/src/modules/order/concurrency.test.ts
status=$?
most=$(grep -c '^mall_test_[^ ]* LOG:  statement: ' "$PG_REPLICA_DIR/replica.log" || true)

bouncer_port=$(node -e 'console.log(new URL(process.argv[1]).port)' "$PGBOUNCER_URL")
transactions=$(psql -Atq -h 127.0.0.1 -p "$bouncer_port" -U postgres -c "show stats" pgbouncer | awk -F'|' '$1 != "pgbouncer" { n += $2 } END { print n + 0 }')
echo "PgBouncer (transaction mode) served $transactions transactions; the replica ran $most statements for the tests' databases"
if [ "$transactions" -lt 100 ]; then echo "the tests did not go through PgBouncer"; status=1; fi
if [ "$most" -lt 1 ]; then echo "the reader did not use the replica"; status=1; fi
exit $status
