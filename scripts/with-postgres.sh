#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL server, so the store
# tests run against a real server as well as embedded PGlite. Uses TEST_DATABASE_URL as given if
# it is already set; otherwise finds (or, as root, installs) Debian's postgresql and starts a
# private cluster on a loopback port, removed again when the command ends. Without PostgreSQL it
# fails, so a run never passes with half its store tests unrun; PGLITE_ONLY=1 asks for PGlite
# alone (no server, the PostgreSQL tests reported as skipped).
set -euo pipefail
if [[ "${PGLITE_ONLY:-}" == "1" ]]; then
  echo "PGLITE_ONLY=1: the store tests run on PGlite only." >&2
  unset TEST_DATABASE_URL
  exec "$@"
fi
if [[ -n "${TEST_DATABASE_URL:-}" ]]; then exec "$@"; fi

find_bin() {
  local dir
  if command -v pg_ctl >/dev/null && command -v initdb >/dev/null; then dirname "$(command -v pg_ctl)"; return 0; fi
  for dir in /usr/lib/postgresql/*/bin; do
    [[ -x "$dir/pg_ctl" ]] && { echo "$dir"; return 0; }
  done
  return 1
}

bin=$(find_bin || true)
if [[ -z "$bin" && $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
  echo "Installing Debian's postgresql for the store tests..." >&2
  log=$(mktemp)
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql; } >"$log" 2>&1 \
    || { cat "$log" >&2; exit 1; }
  bin=$(find_bin || true)
fi
if [[ -z "$bin" ]]; then
  echo "PostgreSQL not found: install Debian's 'postgresql' (or set TEST_DATABASE_URL), or run with PGLITE_ONLY=1 for the PGlite half alone." >&2
  exit 1
fi

port=${TEST_PG_PORT:-54329}
dir=$(mktemp -d /tmp/portal-pg.XXXXXX)
run_as=()
if [[ $(id -u) -eq 0 ]]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$dir"
  run_as=(runuser -u postgres --)
fi
"${run_as[@]}" "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 >/dev/null
"${run_as[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
cleanup() { "${run_as[@]}" "$bin/pg_ctl" -D "$dir/data" -m fast stop >/dev/null 2>&1 || true; rm -rf "$dir"; }
trap cleanup EXIT
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "PostgreSQL test server at $TEST_DATABASE_URL" >&2
"$@"
