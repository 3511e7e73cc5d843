#!/usr/bin/env bash
# Backs up the mall: the PostgreSQL database (pg_dump, custom format: compressed, restorable table by
# table with pg_restore) and the uploads folder (avatars, order and refund pictures, chat images) as a
# tarball, into one new folder with checksums. Restore with tools/scripts/restore.sh.
#
#   DATABASE_URL=postgres://… DATA_DIR=/srv/mall/data tools/scripts/backup.sh [OUT_DIR]
#
# OUT_DIR defaults to ./backups; the backup goes to OUT_DIR/mall-<UTC time>/ and its path is printed
# last. The database stays online (pg_dump reads one consistent snapshot); uploads written during the
# tar may be missed, never half-written into the database dump. Needs pg_dump of the server's major
# version or newer.
set -euo pipefail

: "${DATABASE_URL:?set DATABASE_URL to the database to back up}"
data_dir=${DATA_DIR:-./data}
out_root=${1:-./backups}
stamp=$(date -u +%Y%m%dT%H%M%SZ)
dir="$out_root/mall-$stamp"
mkdir -p "$dir"

pg_dump --format=custom --compress=6 --no-owner --no-privileges --file "$dir/database.dump" "$DATABASE_URL"
if [ -d "$data_dir/upload" ]; then
  tar -C "$data_dir" -czf "$dir/upload.tar.gz" upload
else
  echo "no uploads folder at $data_dir/upload: backing up the database only" >&2
fi
{
  echo "created=$stamp"
  echo "database=$(pg_restore --list "$dir/database.dump" | grep -c ' TABLE DATA ') tables"
} > "$dir/MANIFEST"
(cd "$dir" && sha256sum ./* > SHA256SUMS)
echo "$dir"
