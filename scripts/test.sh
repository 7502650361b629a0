#!/usr/bin/env bash
# Every test: types, unit, API (embedded database; PostgreSQL too when DATABASE_URL is set), browser.
set -uo pipefail
cd "$(dirname "$0")/.."
export ASTRO_TELEMETRY_DISABLED=1
mkdir -p test-results
status=0

echo "== types / 类型检查"
npm run -s typecheck || status=1

echo "== format, lint, dead code / 格式与静态检查"
npm run -s lint || status=1

echo "== unit + api / 单元与接口测试${DATABASE_URL:+ (also on PostgreSQL)}"
vitest run --reporter=default --reporter=json --outputFile=test-results/vitest.json || status=1

echo "== browser / 浏览器测试"
if bash scripts/ensure-browser.sh; then
  PLAYWRIGHT_JSON_OUTPUT_NAME=test-results/playwright.json playwright test --reporter=list,json || status=1
else
  status=1
fi

node scripts/test-summary.ts || status=1
exit $status
