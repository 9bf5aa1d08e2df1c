#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throwaway PostgreSQL: a cluster in a temp folder,
# listening on loopback only, on a free port; stopped and deleted afterwards. Installs postgresql
# with apt-get when missing. Usage: scripts/with-postgres.sh <command> [args…]
set -euo pipefail
cd "$(dirname "$0")/.."

find_bin() {
  local dir
  for dir in /usr/lib/postgresql/*/bin; do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then
      echo "$dir"
      return 0
    fi
  done
  return 1
}

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}

BIN=$(find_bin || true)
if [ -z "$BIN" ]; then
  echo "postgresql is missing: installing it with apt-get" >&2
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  BIN=$(find_bin)
fi

PORT=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
WORK=$(mktemp -d /tmp/sandbox-pg.XXXXXX)
DATA="$WORK/data"

# initdb refuses to run as root, so the cluster belongs to the postgres user when we are root.
RUN=()
if [ "$(id -u)" = 0 ]; then
  chown postgres "$WORK"
  RUN=(runuser -u postgres --)
fi

cleanup() {
  "${RUN[@]}" "$BIN/pg_ctl" -D "$DATA" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

"${RUN[@]}" "$BIN/initdb" -D "$DATA" -U postgres -A trust --no-sync -E UTF8 >/dev/null
# loopback only, socket in the temp folder, durability off: the data is thrown away anyway
"${RUN[@]}" "$BIN/pg_ctl" -D "$DATA" -l "$WORK/postgres.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $WORK -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null
echo "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT" >&2

DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres" "$@"
