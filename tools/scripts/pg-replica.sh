#!/usr/bin/env bash
# A private PostgreSQL primary with a real streaming replica (and, with --pgbouncer, PgBouncer in
# transaction mode in front of the primary), from the machine's PostgreSQL binaries, for trying and
# testing the mall the way it runs at scale. Never touches the shared server on 5432.
#
#   tools/scripts/pg-replica.sh start [--pgbouncer]   initdb, pg_basebackup -R, start; prints the URLs
#   tools/scripts/pg-replica.sh env                    prints DATABASE_URL / DATABASE_REPLICA_URL lines
#   tools/scripts/pg-replica.sh stop                   stops everything and removes the data folder
#
# Settings (environment): PG_REPLICA_DIR (default <repo>/tmp/pg-replica), PG_PRIMARY_PORT (5442),
# PG_REPLICA_PORT (5443), PGBOUNCER_PORT (5444), PG_BIN (/usr/lib/postgresql/15/bin),
# PG_REPLICA_SYNC=1 makes commits wait until the replica has applied them (synchronous_commit =
# remote_apply), so a test that writes and then reads through the replica sees its write; without it
# the replica is asynchronous, as in production, and reads there may be a moment stale.
set -euo pipefail
cd "$(dirname "$0")/../.."

DIR=${PG_REPLICA_DIR:-$PWD/tmp/pg-replica}
PRIMARY_PORT=${PG_PRIMARY_PORT:-5442}
REPLICA_PORT=${PG_REPLICA_PORT:-5443}
BOUNCER_PORT=${PGBOUNCER_PORT:-5444}
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
SYNC=${PG_REPLICA_SYNC:-0}

# initdb, pg_ctl and pgbouncer refuse to run as root: run them as the postgres user then.
as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

urls() {
  echo "DATABASE_URL=postgres://postgres@127.0.0.1:$PRIMARY_PORT/postgres"
  echo "DATABASE_REPLICA_URL=postgres://postgres@127.0.0.1:$REPLICA_PORT/postgres"
  if [ -f "$DIR/pgbouncer.pid" ]; then echo "PGBOUNCER_URL=postgres://postgres@127.0.0.1:$BOUNCER_PORT/postgres"; fi
}

wait_ready() { # port
  for _ in $(seq 1 100); do
    if pg_isready -q -h 127.0.0.1 -p "$1"; then return 0; fi
    sleep 0.2
  done
  echo "PostgreSQL on port $1 did not start" >&2
  return 1
}

start_pgbouncer() {
  if ! command -v pgbouncer >/dev/null; then
    echo "pgbouncer is not installed (apt-get install pgbouncer)" >&2
    return 1
  fi
  # Every database name goes to the primary; the mall keeps no session state, so transaction pooling.
  cat >"$DIR/pgbouncer.ini" <<INI
[databases]
* = host=127.0.0.1 port=$PRIMARY_PORT
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $BOUNCER_PORT
unix_socket_dir = $DIR
auth_type = trust
auth_file = $DIR/userlist.txt
admin_users = postgres
stats_users = postgres
pool_mode = transaction
max_client_conn = 400
default_pool_size = 20
ignore_startup_parameters = extra_float_digits,options
logfile = $DIR/pgbouncer.log
pidfile = $DIR/pgbouncer.pid
INI
  echo '"postgres" ""' >"$DIR/userlist.txt"
  chown postgres: "$DIR/pgbouncer.ini" "$DIR/userlist.txt" 2>/dev/null || true
  as_pg pgbouncer -d "$DIR/pgbouncer.ini"
  wait_ready "$BOUNCER_PORT"
}

start() {
  if [ -d "$DIR/primary" ]; then
    echo "already set up in $DIR (stop first)" >&2
    exit 1
  fi
  mkdir -p "$DIR"
  chmod 700 "$DIR"
  [ "$(id -u)" = 0 ] && chown postgres: "$DIR"
  as_pg "$PG_BIN/initdb" -D "$DIR/primary" -A trust -U postgres --no-sync -E UTF8 --locale=C >/dev/null
  cat >>"$DIR/primary/postgresql.conf" <<CONF
listen_addresses = '127.0.0.1'
port = $PRIMARY_PORT
unix_socket_directories = '$DIR'
wal_level = replica
max_wal_senders = 4
hot_standby = on
fsync = off
max_connections = 200
CONF
  if [ "$SYNC" = 1 ]; then
    printf "synchronous_standby_names = '*'\nsynchronous_commit = remote_apply\n" >>"$DIR/primary/postgresql.conf"
  fi
  echo "host replication postgres 127.0.0.1/32 trust" >>"$DIR/primary/pg_hba.conf"
  as_pg "$PG_BIN/pg_ctl" -D "$DIR/primary" -l "$DIR/primary.log" -w start >/dev/null
  wait_ready "$PRIMARY_PORT"

  # The replica: a base backup that streams the WAL it needs (-X stream) and writes its own
  # standby.signal and primary_conninfo (-R); application_name lets the primary wait for it.
  as_pg "$PG_BIN/pg_basebackup" -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -D "$DIR/replica" -R -X stream -d "application_name=mall_replica" >/dev/null
  as_pg "$PG_BIN/pg_ctl" -D "$DIR/replica" -l "$DIR/replica.log" -o "-p $REPLICA_PORT" -w start >/dev/null
  wait_ready "$REPLICA_PORT"
  local streaming=""
  for _ in $(seq 1 50); do
    streaming=$(psql -Atq -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -c "select state from pg_stat_replication where application_name = 'mall_replica'" postgres || true)
    [ "$streaming" = streaming ] && break
    sleep 0.2
  done
  if [ "$streaming" != streaming ]; then
    echo "the replica is not streaming (see $DIR/replica.log)" >&2
    exit 1
  fi
  if [ "${1:-}" = --pgbouncer ]; then start_pgbouncer; fi
  echo "primary on $PRIMARY_PORT, streaming replica on $REPLICA_PORT (in recovery: $(psql -Atq -h 127.0.0.1 -p "$REPLICA_PORT" -U postgres -c 'select pg_is_in_recovery()' postgres))" >&2
  urls
}

stop() {
  if [ -f "$DIR/pgbouncer.pid" ]; then
    kill "$(cat "$DIR/pgbouncer.pid")" 2>/dev/null || true
  fi
  for node in replica primary; do
    if [ -f "$DIR/$node/postmaster.pid" ]; then as_pg "$PG_BIN/pg_ctl" -D "$DIR/$node" -m immediate -w stop >/dev/null || true; fi
  done
  rm -rf "$DIR"
}

case "${1:-}" in
  start) shift; start "$@" ;;
  stop) stop ;;
  env) urls ;;
  *) echo "usage: $0 start [--pgbouncer] | env | stop" >&2; exit 2 ;;
esac
