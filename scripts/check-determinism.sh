#!/usr/bin/env bash
# Two builds of the same commit must be byte-identical (HTML, asset names, search index), so a
# deployment changes only what the commit changed and caches stay valid. The last step of
# `npm test` (two full builds, about two minutes on a quiet 2-core machine); also `npm run check:determinism`.
set -euo pipefail
cd "$(dirname "$0")/.."

npm run --silent generate
# build-a starts cold, build-b reuses the persistent Rspack cache that build-a filled: the pair
# catches both randomness and output that depends on the cache's state.
rm -rf build-a build-b build-a-nginx build-b-nginx node_modules/.cache .docusaurus
for out in build-a build-b; do
  start=$SECONDS
  npm run --silent build -- --out-dir "$out" > "$out.log" 2>&1 || { cat "$out.log"; exit 1; }
  echo "$out built in $((SECONDS - start)) s"
  rm -f "$out.log"
done

# The nginx configuration sits beside each build (host-config) and names its build's folder.
sed -i 's#build-b#build-a#g' build-b-nginx/server.conf
if diff -r build-a build-b > determinism.diff && diff -r build-a-nginx build-b-nginx >> determinism.diff; then
  echo "deterministic: build-a and build-b are identical ($(find build-a build-a-nginx -type f | wc -l) files)"
  rm -rf build-a build-b build-a-nginx build-b-nginx determinism.diff
else
  echo "NOT deterministic: $(grep -c '' determinism.diff) lines of differences, see determinism.diff:"
  head -40 determinism.diff
  exit 1
fi
