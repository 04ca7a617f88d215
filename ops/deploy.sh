#!/usr/bin/env bash
# The README's deploy steps, the one way they are run: by the container image (ops/Dockerfile) and by CI (.ci/run),
# in the working copy this script lives in.
#
#   ops/deploy.sh build   install with the dev dependencies, build, prune the dev dependencies
#   ops/deploy.sh check   start the built shop without them (the image's command), wait for /api/healthz and
#                         /api/ready, stop it with SIGTERM and expect a clean exit
#   ops/deploy.sh         both
#
# The check runs on a fresh embedded database in a temporary VAR_DIR (removed afterwards), on port
# DEPLOY_CHECK_PORT (default 3000), with DEPLOY_CHECK_DIAMONDS generated stones (default 2,000).
set -euo pipefail
cd "$(dirname "$0")/.."

started=$(date +%s)
say() { printf '[deploy %ss] %s\n' "$(( $(date +%s) - started ))" "$*"; }

build() {
  say "node $(node --version), npm $(npm --version)"
  say "install (npm ci, with the dev dependencies)"
  if ! npm ci --prefer-offline --no-audit --no-fund; then
    # npm 11 writes lock files without other platforms' optional packages (tailwind, rollup, esbuild binaries), and
    # its own `npm ci` then calls the lock file out of sync: install the locked versions with npm install instead.
    say "npm ci refused the lock file; installing the locked versions with npm install"
    npm install --prefer-offline --no-audit --no-fund
  fi
  say "build (npm run build)"
  npm run build
  say "prune the dev dependencies (npm prune --omit=dev)"
  npm prune --omit=dev --no-audit --no-fund
  say "built: $(du -sh build | cut -f1) build/, $(du -sh node_modules | cut -f1) node_modules/"
}

# whether URL answers 2xx (node's fetch: the image has no curl)
answers() {
  node -e 'fetch(process.argv[1], { signal: AbortSignal.timeout(5000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))' "$1"
}

check() {
  for tool in node_modules/.bin/react-router node_modules/vite node_modules/vitest; do
    if [ -e "$tool" ]; then
      echo "FAIL: $tool is installed: the check must start the shop without the dev dependencies (run build first)" >&2
      return 1
    fi
  done
  local port="${DEPLOY_CHECK_PORT:-3000}" var log shop
  var=$(mktemp -d)
  log="$var/shop.log"
  say "start (node scripts/start.mjs: production, embedded database in a fresh VAR_DIR, port $port)"
  env -u DATABASE_URL -u REDIS_URL -u WEB_CONCURRENCY PORT="$port" HOST=127.0.0.1 VAR_DIR="$var" \
    SEED_DIAMONDS="${DEPLOY_CHECK_DIAMONDS:-2000}" node scripts/start.mjs >"$log" 2>&1 &
  shop=$!
  # shellcheck disable=SC2064 # the values are meant to be fixed now
  trap "kill -TERM $shop 2>/dev/null || true; rm -rf '$var'" EXIT

  local url="http://127.0.0.1:$port" waited=0
  for probe in healthz ready; do
    until answers "$url/api/$probe"; do
      if ! kill -0 "$shop" 2>/dev/null; then
        cat "$log" >&2
        echo "FAIL: the shop stopped before /api/$probe answered" >&2
        return 1
      fi
      if [ "$waited" -ge 240 ]; then
        cat "$log" >&2
        echo "FAIL: /api/$probe did not answer within 120 s" >&2
        return 1
      fi
      sleep 0.5
      waited=$((waited + 1))
    done
    say "/api/$probe answered"
  done
  if grep -q 'Building the storefront' "$log"; then
    echo "FAIL: the shop built itself at start; it must serve the build made beforehand" >&2
    return 1
  fi

  say "stop (SIGTERM)"
  kill -TERM "$shop"
  local code=0
  wait "$shop" || code=$?
  trap - EXIT
  if [ "$code" -ne 0 ]; then
    cat "$log" >&2
    rm -rf "$var"
    echo "FAIL: the shop exited with code $code after SIGTERM" >&2
    return 1
  fi
  rm -rf "$var"
  say "stopped cleanly (exit code 0)"
}

case "${1:-all}" in
  build) build ;;
  check) check ;;
  all) build && check ;;
  *) echo "usage: ops/deploy.sh [build|check]" >&2; exit 2 ;;
esac
