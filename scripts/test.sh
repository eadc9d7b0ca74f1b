#!/usr/bin/env bash
# The whole test suite, as CI runs it: setup, static checks, unit tests, production build, e2e,
# and two more builds compared byte for byte.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n=== %s\n' "$*"; }

step setup;          bash scripts/setup.sh
step typecheck;      npm run --silent typecheck
step lint;           npm run --silent lint
step content check;  npm run --silent lint:content
# Generated reference pages first: a unit test checks them against the GraphQL schema.
step generate;       npm run --silent generate
step unit tests;     npm run --silent test:unit
step build;          npm run --silent build
step e2e tests;      npm run --silent test:e2e
step determinism;    npm run --silent check:determinism
