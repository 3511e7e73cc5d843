#!/usr/bin/env bash
# The mall on several instances on this machine: nginx (deploy/nginx/mall.conf) in front of two
# storefront-servers and two mall-apis over one PostgreSQL database and Redis, uploads in an
# S3-compatible bucket (s3rver on loopback). Needs the built apps (npm run build).
#
#   tools/scripts/multi-instance.sh up     start it and keep it until Ctrl-C (http://127.0.0.1:$MULTI_PORT)
#   tools/scripts/multi-instance.sh test   start it, run the cross-instance suite, stop it
#
# MULTI_PORT (8080 for up, 4500 for test): nginx's port; the servers take the ports above it
# (tools/scripts/multi-instance/cluster.mjs). MULTI_DATABASE_URL (postgres://postgres@127.0.0.1:5432/mall_multi):
# dropped and created afresh (MULTI_FRESH=0 keeps it for up). REDIS_URL of the servers: redis://127.0.0.1:6379.
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v nginx >/dev/null && [ -x /usr/sbin/nginx ]; then export PATH="$PATH:/usr/sbin"; fi
if ! command -v nginx >/dev/null; then
  echo "installing nginx (Debian's package)"
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
  else sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null; fi
fi

node=node_modules/.bin/node
case "${1:-up}" in
  up)
    export MULTI_REDIS_URL=${REDIS_URL:-redis://127.0.0.1:6379}
    exec "$node" tools/scripts/multi-instance/up.mjs ;;
  test)
    # A private redis-server: the suite's chat channels and limit counters meet nobody else's.
    export MULTI_PORT=${MULTI_PORT:-4500}
    redis_port=$((MULTI_PORT + 6))
    redis-server --port "$redis_port" --bind 127.0.0.1 --save '' --appendonly no >/dev/null &
    redis_pid=$!
    trap 'kill "$redis_pid" 2>/dev/null || true' EXIT
    export MULTI_REDIS_URL=redis://127.0.0.1:$redis_port
    "$node" --test --test-reporter=spec tools/scripts/multi-instance/multi-instance.test.mjs ;;
  *) echo "usage: $0 up|test"; exit 2 ;;
esac
