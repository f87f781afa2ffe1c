#!/usr/bin/env bash
# Every check of the project, in the order that fails fastest; each step's duration at the end.
set -euo pipefail
durations=()
current=''
started=0
finish() {
  if [ -n "$current" ]; then durations+=("$(printf '%6ss  %s' $((SECONDS - started)) "$current")"); fi
}
report() {
  local status=$?
  finish
  printf '\n=== durations\n'
  printf '%s\n' "${durations[@]}"
  printf '%6ss  total\n' "$SECONDS"
  if [ "$status" -ne 0 ]; then printf 'failed in: %s\n' "$current"; fi
}
trap report EXIT
step() {
  finish
  current=$1
  started=$SECONDS
  printf '\n=== %s\n' "$1"
}

step 'format';            npx prettier --check . --log-level warn
step 'lint';              npx eslint . --max-warnings 0
step 'contract lint';     npx redocly lint --format=stylish
step 'contract coverage'; npx tsx scripts/contract/coverage.ts
step 'generated drift';   npm run --silent generate:check
step 'type check';        npx tsc --noEmit -p .
step 'unit tests';        npx vitest run --project unit
step 'story tests';       npx vitest run --project storybook
step 'contract docs';     npm run --silent contract:docs && ! grep -q '<script[^>]*src="http' build/api-docs.html
step 'build';             npx vite build
step 'build has no mock'; npx tsx scripts/check-build.ts dist
step 'browser tests';     npx playwright test
finish
current=''
