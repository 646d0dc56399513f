#!/usr/bin/env bash
# The browser tests (docs/testing.md): every spec on two workers, then the specs that change what every
# page shows or read the whole order list (ALONE in playwright.config.ts) one file at a time, against a
# fresh shop served from the same build. Both runs always run, so a failure in the first never hides the
# second's results; the exit status fails if either did. Arguments go to both (a spec's path, --grep …).
set -u
cd "$(dirname "$0")/.."
npx playwright test --pass-with-no-tests "$@"
shared=$?
E2E_ALONE=1 E2E_SKIP_BUILD=1 E2E_REPORT=reports/playwright-alone.json npx playwright test --pass-with-no-tests "$@"
alone=$?
[ "$shared" -eq 0 ] && [ "$alone" -eq 0 ]
