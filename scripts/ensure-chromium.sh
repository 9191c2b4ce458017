#!/usr/bin/env bash
# Prints the path of a Chromium that Playwright can drive, installing Debian's package when root.
# Playwright cannot download its own browser on our machines, so the tests use the system one.
# The Noto fonts come along: without them Bengali, Hindi, Nepali, Thai, Khmer, Lao, Burmese, Tamil,
# Sinhala and CJK texts render as empty boxes in screenshots, and a fresh machine has none of them.
set -euo pipefail

apt_install() {
  local log
  log=$(mktemp)
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@"; } >"$log" 2>&1 \
    || { cat "$log" >&2; return 1; }
}

missing_fonts=()
if command -v dpkg-query >/dev/null; then # only Debian's packages are known by name here
  for font in fonts-noto-core fonts-noto-cjk; do
    dpkg-query -W -f='${Status}' "$font" 2>/dev/null | grep -q 'install ok installed' || missing_fonts+=("$font")
  done
fi
if [[ ${#missing_fonts[@]} -gt 0 ]]; then
  if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
    echo "Installing ${missing_fonts[*]} for the browser tests' scripts..." >&2
    apt_install "${missing_fonts[@]}"
  else
    echo "Missing ${missing_fonts[*]}: non-Latin texts render as boxes (install them as root)." >&2
  fi
fi

# `ensure-chromium.sh headless-shell` asks for Debian's old headless shell instead: the browser
# tests drive it, as Playwright does its own by default. It renders with the same engine but runs
# no browser interface or its web UI processes, so a page costs it less CPU on two cores.
if [[ "${1:-}" == "headless-shell" ]]; then
  package=chromium-headless-shell
  candidates=(/usr/bin/chromium-headless-shell)
else
  package=chromium
  candidates=("${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser)
fi
for candidate in "${candidates[@]}"; do
  if [[ -n "$candidate" && -x "$candidate" ]]; then echo "$candidate"; exit 0; fi
done
if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
  echo "Installing Debian's $package for the browser tests..." >&2
  apt_install "$package"
  echo "/usr/bin/$package"
  exit 0
fi
echo "No $package found: install Debian's '$package' package or set CHROMIUM_PATH." >&2
exit 1
