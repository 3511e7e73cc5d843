#!/usr/bin/env bash
# Restores a backup made by tools/scripts/backup.sh into an EMPTY database and a data folder:
#
#   DATABASE_URL=postgres://…/mall_restored DATA_DIR=/srv/mall/data tools/scripts/restore.sh BACKUP_DIR
#
# Create the database first (createdb mall_restored). The checksums are verified before anything is
# written; the database is restored in one transaction (all or nothing) and refused when it already
# holds tables; the uploads are unpacked into DATA_DIR/upload. Then point mall-api at it
# (DATABASE_URL) and start it: /readyz says whether every migration is there.
set -euo pipefail

: "${DATABASE_URL:?set DATABASE_URL to the (empty) database to restore into}"
dir=${1:?usage: restore.sh BACKUP_DIR}
data_dir=${DATA_DIR:-./data}

(cd "$dir" && sha256sum --check --quiet SHA256SUMS) || { echo "checksums do not match: the backup in $dir is damaged" >&2; exit 1; }
tables=$(psql "$DATABASE_URL" -Atc "select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')")
if [ "$tables" != 0 ]; then
  echo "the target database already holds $tables tables: restore into a new, empty database" >&2
  exit 1
fi

pg_restore --no-owner --no-privileges --exit-on-error --single-transaction --dbname "$DATABASE_URL" "$dir/database.dump"
if [ -f "$dir/upload.tar.gz" ]; then
  mkdir -p "$data_dir"
  tar -C "$data_dir" -xzf "$dir/upload.tar.gz"
fi
echo "restored $dir into $(psql "$DATABASE_URL" -Atc 'select current_database()') and $data_dir/upload"
