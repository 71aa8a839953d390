#!/usr/bin/env bash
# CI on a fresh clone (called by .ci/run): install everything from the lockfile, then type-check, lint, build and test.
set -euo pipefail
cd "$(dirname "$0")/.."

# Headless Chromium for the browser tests; HAProxy and PostgreSQL 15 (server, pg_dump, pg_restore) for the cluster
# and backup tests. Debian's builds: test tools may not download their own.
if ! command -v chromium >/dev/null 2>&1 || ! command -v haproxy >/dev/null 2>&1 \
  || [ ! -x /usr/lib/postgresql/15/bin/pg_restore ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium haproxy postgresql-15 >/dev/null
fi

npm ci --no-audit --no-fund
npm run typecheck
npm run lint
npm run build
# The release path: pending changesets, and what each public package would publish.
npx changeset status
node .ci/check-packages.mjs
# Every benchmark once on small data, so one that breaks is noticed (figures are printed, not judged). The tests run last, so their summary ends the log.
# A broken bench is reported loudly but does not fail the run: its figures come from a shared 2-core machine.
timeout 1800 npm run bench -- all --no-compare || echo "WARNING: a benchmark of 'npm run bench -- all' failed; see above"
# Vitest's own summary ("Tests  930 passed (930)") is not a closing line CI can read, so the counts of both test
# commands end the log as one plain "tests: N passed, N failed" line; the exit code stays theirs. (`grep -a`: test
# output puts a NUL byte or two into the log, and grep would answer "binary file matches" instead of the line.)
passed=0; failed=0
run_tests() {
  local log rc counts
  log=$(mktemp)
  set +e; "$@" 2>&1 | tee "$log"; rc=${PIPESTATUS[0]}; set -e
  counts=$(sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -a -E '^ *Tests +[0-9]' | tail -1)
  passed=$((passed + $(grep -oE '[0-9]+ passed' <<<"$counts" | grep -oE '[0-9]+' || echo 0)))
  failed=$((failed + $(grep -oE '[0-9]+ failed' <<<"$counts" | grep -oE '[0-9]+' || echo 0)))
  if [ "$rc" -ne 0 ] && [ -z "$counts" ]; then failed=$((failed + 1)); fi
  return "$rc"
}
status=0
run_tests npm run test:cluster || status=$?
[ "$status" -eq 0 ] && { run_tests npm test || status=$?; }
echo "tests: $passed passed, $failed failed"
exit "$status"
