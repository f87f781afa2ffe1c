#!/usr/bin/env bash
# Every check of the project, in the order that fails fastest.
set -euo pipefail
step() { printf '\n=== %s\n' "$1"; }

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
