#!/usr/bin/env bash
# Installs what the site and its tests need on a fresh machine: npm dependencies, Debian's Chromium and nginx.
set -euo pipefail
cd "$(dirname "$0")/.."

# `npm install` honours the lockfile; `npm ci` refuses it here when the registry lacks another
# platform's optional binary (see CONVENTIONS: "Missing: @swc/core-darwin-arm64").
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund
fi

# The e2e tests drive Chromium and run the shipped nginx configuration in a real nginx.
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
if [ "${SKIP_BROWSER_INSTALL:-}" != "true" ] && [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
