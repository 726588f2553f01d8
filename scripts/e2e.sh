#!/usr/bin/env bash
# Browser tests of the playground (test/e2e): builds web/, serves it, drives Chromium.
# In CI (CI set) a missing Chromium is installed from Debian first; locally the tests skip
# with a message when there is none. Extra arguments go to vitest (e.g. a file filter).
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ -n "${CI:-}" && -z "${CHROMIUM_PATH:-}" && ! -x /usr/bin/chromium ]] && command -v apt-get >/dev/null; then
  echo "e2e: installing Chromium (apt-get install -y chromium)"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
exec npx vitest run --config test/e2e/vitest.config.ts "$@"
