#!/usr/bin/env bash
# The whole test suite: unit, flow, platform (PGlite and PostgreSQL) and browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
export CHROMIUM_PATH=$(bash scripts/ensure-chromium.sh)
bash scripts/with-postgres.sh bash -c '
  set -euo pipefail
  npx tsx scripts/gen-types.ts --check
  npx vitest run
  if compgen -G "tests/browser/*.spec.ts" >/dev/null; then
    npx playwright test -c tests/browser/playwright.config.ts
  fi
'
