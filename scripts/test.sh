#!/usr/bin/env bash
# The whole test suite: static checks (lint, the type checker over the whole project, merchant
# config validation, generated types), vitest (unit, flow and platform tests on PGlite and
# PostgreSQL) and the browser tests.
#
# Stages that do not wait for each other share the two cores, because most of them wait on disk,
# timers, PostgreSQL or a browser rather than on the CPU:
#   static checks  | the browser suite's portal build
#   vitest, then the browser suite (side by side with TEST_OVERLAP=1)
# A failing static check stops the run before the slow stages start. Each stage's time is printed
# at the end (and kept in $PORTAL_TEST_REPORTS/stages while the run lasts).
#
# PostgreSQL is required: scripts/with-postgres.sh starts a throwaway server, and the run fails
# without one unless PGLITE_ONLY=1 asks for the PGlite half alone.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ -z "${TEST_DATABASE_URL:-}" && "${PGLITE_ONLY:-}" != "1" ]]; then
  exec bash scripts/with-postgres.sh bash "$0" "$@"
fi

CHROMIUM_PATH=${CHROMIUM_PATH:-$(bash scripts/ensure-chromium.sh headless-shell)}
# The whole browser too, for the few specs about its own interface (the favicon's fetches).
# (CHROMIUM_PATH, if the caller set it, names the browser the suite drives, not this one.)
FULL_CHROMIUM_PATH=${FULL_CHROMIUM_PATH:-$(CHROMIUM_PATH='' bash scripts/ensure-chromium.sh)}
export CHROMIUM_PATH FULL_CHROMIUM_PATH
reports=$(mktemp -d /tmp/portal-test-reports.XXXXXX)
export PORTAL_TEST_REPORTS=$reports
# The tests read codes from the development endpoints (/dev), which are off unless asked for.
export DEV_TOOLS=1
# The browser suite serves this build (playwright.config.ts), so it can be made while the static
# checks run instead of inside the suite's server start.
export PORTAL_E2E_DIST_DIR=$reports/dist

declare -A pids=()
run_started=$(date +%s)
# Stages of this run, started by `stage`, so a failure or Ctrl-C stops exactly these.
stop_stages() {
  local pid
  for pid in "${pids[@]}"; do kill -- "-$pid" 2>/dev/null || kill "$pid" 2>/dev/null || true; done
}
finish() {
  local rc=$?
  stop_stages
  [[ -f "$reports/stages" ]] && { echo "Stage times (wall clock, s):"; sort -k2 -n "$reports/stages" | sed 's/^/  /'; }
  echo "whole run: $(( $(date +%s) - run_started ))s"
  rm -rf "$reports"
  exit "$rc"
}
trap finish EXIT
trap 'exit 130' INT TERM

# stage NAME PREFIX CMD...: runs CMD in the background in its own process group; its output goes
# to the terminal with PREFIX on each line (or to $reports/NAME.log when PREFIX is "-", printed
# if it fails).
stage() {
  local name=$1 prefix=$2
  shift 2
  set -m
  (
    set +e
    begun=$(date +%s)
    if [[ "$prefix" == "-" ]]; then "$@" >"$reports/$name.log" 2>&1; else "$@" 2>&1 | sed -u "s/^/$prefix /"; fi
    rc=${PIPESTATUS[0]}
    echo "$name $(( $(date +%s) - begun ))" >>"$reports/stages"
    exit "$rc"
  ) &
  pids[$name]=$!
  set +m
}
# await NAME: waits for a stage; on failure prints its log and returns its exit status.
await() {
  local name=$1 rc=0
  wait "${pids[$name]}" || rc=$?
  unset "pids[$name]"
  if [[ $rc -ne 0 ]]; then
    [[ -f "$reports/$name.log" ]] && cat "$reports/$name.log"
    echo "FAILED: $name (exit $rc)" >&2
    return "$rc"
  fi
  echo "passed: $name"
}

stage lint - npm run --silent lint
stage typecheck - npm run --silent typecheck
stage validate - npx tsx scripts/validate.ts
stage generated-types - npx tsx scripts/gen-types.ts --check
stage browser-build - npx vite build --outDir "$PORTAL_E2E_DIST_DIR" --emptyOutDir --logLevel warn
# The build is awaited here too: vitest's server-rendering test serves it.
for name in typecheck lint validate generated-types browser-build; do await "$name"; done

# vitest and the browser suite run one after the other unless TEST_OVERLAP=1: side by side on two
# cores their start-up hooks and page waits stretch towards their time limits.
failed=0
# The type-level tests (tests/**/*.test-d.ts) are in tsconfig.json, so the typecheck stage above
# has checked them already (an @ts-expect-error that no longer errs, an expectTypeOf that no longer
# holds, is a type error there): vitest's own tsc pass over them would only repeat that work.
stage vitest '[vitest]' npx vitest run --typecheck.enabled=false --reporter=default --reporter=json --outputFile.json="$reports/vitest.json"
if [[ "${TEST_OVERLAP:-}" != "1" ]]; then await vitest || failed=1; fi
export PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/playwright.json"
# Two workers, each with its own platform server: most of a browser test is waiting on the page,
# the platform or a timer, so two share the two cores.
export PORTAL_E2E_WORKERS=${PORTAL_E2E_WORKERS:-2}
# One retry: on a loaded 2-core machine a page can miss a 10 s wait once. A test that needed its
# retry is listed as flaky at the end; one that fails twice fails the run.
export PORTAL_E2E_RETRIES=${PORTAL_E2E_RETRIES:-1}
stage browser '[browser]' npx playwright test -c tests/browser/playwright.config.ts --reporter=list,json
# Both are awaited whatever the first says, so one run shows every failure.
if [[ "${TEST_OVERLAP:-}" == "1" ]]; then await vitest || failed=1; fi
await browser || failed=1
npx tsx scripts/test-summary.ts "$reports/vitest.json" "$reports/playwright.json"
exit "$failed"
