#!/usr/bin/env bash
# Prints the path of a Chromium that Playwright can drive, installing Debian's package when root.
# Playwright cannot download its own browser on our machines, so the tests use the system one.
set -euo pipefail
for candidate in "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser; do
  if [[ -n "$candidate" && -x "$candidate" ]]; then echo "$candidate"; exit 0; fi
done
if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the browser tests..." >&2
  log=$(mktemp)
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; } >"$log" 2>&1 \
    || { cat "$log" >&2; exit 1; }
  echo /usr/bin/chromium
  exit 0
fi
echo "No Chromium found: install Debian's 'chromium' package or set CHROMIUM_PATH." >&2
exit 1
