#!/usr/bin/env bash
# Sets up, builds and serves the production site on http://localhost:3000.
set -euo pipefail
cd "$(dirname "$0")/.."
SKIP_BROWSER_INSTALL=true bash scripts/setup.sh
npm run build
exec npx tsx scripts/serve.ts --dir build --host 127.0.0.1 --port "${PORT:-3000}"
