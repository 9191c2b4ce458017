#!/usr/bin/env bash
# The whole test suite: lint, then unit, flow, platform (PGlite and PostgreSQL) and browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
# Lint first (zero warnings): it needs no database and fails fast.
npm run --silent lint
CHROMIUM_PATH=$(bash scripts/ensure-chromium.sh)
export CHROMIUM_PATH
reports=$(mktemp -d /tmp/portal-test-reports.XXXXXX)
export PORTAL_TEST_REPORTS=$reports
# The tests read codes from the development endpoints (/dev), which are off unless asked for.
export DEV_TOOLS=1
bash scripts/with-postgres.sh bash -c '
  set -euo pipefail
  npx tsx scripts/validate.ts
  npx tsx scripts/gen-types.ts --check
  npx vitest run --reporter=default --reporter=json --outputFile.json="$PORTAL_TEST_REPORTS/vitest.json"
  if compgen -G "tests/browser/*.spec.ts" >/dev/null; then
    PLAYWRIGHT_JSON_OUTPUT_NAME="$PORTAL_TEST_REPORTS/playwright.json" \
      npx playwright test -c tests/browser/playwright.config.ts --reporter=list,json
  fi
'
npx tsx scripts/test-summary.ts "$reports/vitest.json" "$reports/playwright.json"
rm -rf "$reports"
